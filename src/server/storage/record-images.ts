// The images of a record (spec §5): the image a new record needs, and its Nepali twin
// (`image_ne`, optional), each stored in media and named on the record. A text-only notice may
// leave the image out (EntityDef.imageUnless).
import type { EntityDef } from '../../lib/entities.ts';
import { fileField, textFields, type Input } from '../http/body.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { storeImage } from '../media/images.ts';

const CHOOSE = 'Please choose an image';

/** The images of a new record: the image (required unless the entity allows none), the Nepali one if sent. */
export async function newImages(db: Db, def: EntityDef, input: Input, values: Input): Promise<Input> {
  if (!def.image) return {};
  const file = fileField(input, 'image');
  const imageless = def.imageUnless !== undefined && String(values[def.imageUnless] ?? '') !== '';
  if (!file && !imageless) throw new ApiError(400, CHOOSE, { image: CHOOSE });
  const images: Input = { image: file ? await storeImage(db, file) : '' };
  if (def.imageNe) {
    const nepali = fileField(input, 'image_ne');
    images.image_ne = nepali ? await storeImage(db, nepali) : '';
  }
  return images;
}

/**
 * The images after an edit: a new upload replaces one; otherwise existingImage (or nothing) keeps the
 * image, and the Nepali one is kept unless existingImageNe is sent empty (its removal). A client that
 * knows nothing of the Nepali image (spec §7's multipart) so never loses it.
 */
export async function nextImages(db: Db, def: EntityDef, input: Input, current: Input): Promise<Input> {
  if (!def.image) return {};
  const images: Input = { image: await nextImage(db, input, 'image', 'existingImage', String(current.image ?? '')) };
  if (def.imageUnless !== undefined && !images.image && String(input[def.imageUnless] ?? '') === '')
    throw new ApiError(400, CHOOSE, { image: CHOOSE });
  if (def.imageNe)
    images.image_ne = await nextImage(db, input, 'image_ne', 'existingImageNe', String(current.image_ne ?? ''), true);
  return images;
}

async function nextImage(db: Db, input: Input, field: string, keep: string, current: string, removable = false) {
  const file = fileField(input, field);
  if (file) return storeImage(db, file);
  const existing = textFields(input)[keep];
  if (removable && existing === '') return '';
  // Only the record's own image may be kept: sharing one file between records would let a delete break another.
  if (existing !== undefined && existing !== '' && existing !== current) {
    throw new ApiError(400, `${keep} must name the current image`, { [keep]: 'Not the current image' });
  }
  return current;
}
