import type { z } from 'zod';
import { schemaErrors } from '../../lib/field-errors.ts';
import { ENTITIES, type LeadName } from '../../lib/entities.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/constants.ts';
import { ACCEPTED_IMAGES, TOASTS } from '../../lib/messages.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Thumbnail } from '../components/Thumbnail.tsx';
import type { AdminRecord, Column, FormField, FormValues, Mode, Resource } from './types.ts';

// The building blocks the resource descriptions are made of: columns, validation, payloads.

export const str = (v: unknown) => (v == null ? '' : String(v));
export const col = (label: string, field: string, extra: Partial<Column> = {}): Column => ({
  label,
  render: (r) => str(r[field]) || '—',
  sort: field,
  ...extra,
});

/**
 * A short value (a phone number, a date, a status, a plan, a price): in a table it wraps between
 * words only. The page wraps long words anywhere (no page ever scrolls sideways), which lets a
 * table squeeze a column to a letter's width and cut '9812345678' in two; free text keeps that.
 * On a phone's cards every value may still break anywhere.
 */
export const SHORT = 'md:[overflow-wrap:normal]';
/** A phone number's column. */
export const phoneCol = (label: string, field: string) => col(label, field, { className: SHORT });
export const thumb: Column = {
  label: 'Image',
  render: (r) => <Thumbnail name={str(r.image)} alt={str(r.name || r.title)} />,
  className: 'w-20',
};

/** What a record is called in running text (labels, Recently deleted): its name, title or question. */
export const recordName = (r: Record<string, unknown>) =>
  str(r.name || r.title || r.question || r.customerName || r.email || r._id);

/** A list's columns with a 'Hidden' mark beside the name of each hidden record. */
export const withHiddenMark = (columns: Column[]): Column[] =>
  columns.map((c) =>
    c.primary
      ? {
          ...c,
          render: (r) => (
            <span className="inline-flex flex-wrap items-center gap-2">
              {c.render(r)}
              {r.hidden === true && <span className="badge badge-amber">Hidden</span>}
            </span>
          ),
        }
      : c,
  );

export const textValues = (values: FormValues, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, str(values[n])]));

/** Validation of an entity's schema, plus the image that a new record needs (spec §5). */
export function entityValidate(schema: z.ZodType, names: string[], image: boolean) {
  return (values: FormValues, mode: Mode) => {
    const errors = schemaErrors(schema, { ...textValues(values, names), features: values.features, sme: values.sme });
    const file = values.image;
    if (image && mode === 'add' && !(file instanceof File)) errors.image = 'Please choose an image';
    if (file instanceof File && file.type && !file.type.startsWith('image/'))
      errors.image = `This file is not an image. ${ACCEPTED_IMAGES}`;
    if (file instanceof File && file.size > MAX_UPLOAD_BYTES)
      errors.image = `The image is too large. ${ACCEPTED_IMAGES}`;
    return errors;
  };
}

/** Multipart with the image, or existingImage when an edit keeps the current one (spec §5). */
function multipart(names: string[]) {
  return (values: FormValues, mode: Mode, record?: AdminRecord) => {
    const form = new FormData();
    for (const n of names) form.append(n, str(values[n]).trim());
    if (values.image instanceof File) form.append('image', values.image);
    else if (mode === 'edit' && record?.image) form.append('existingImage', str(record.image));
    return form;
  };
}

/** What the entity registry already says about an entity: its API path, words and toasts. */
export function fromEntity(key: keyof typeof TOASTS & keyof typeof ENTITIES) {
  const def = ENTITIES[key];
  return {
    api: `/api/${def.path}`,
    word: def.word,
    plural: def.plural,
    toasts: TOASTS[key],
    newestFirst: def.newestFirst,
    ordered: def.ordered,
    history: def.published,
  };
}

/** The description's own part: what the entity registry and the kind of resource don't give. */
type Own = Omit<Resource, 'api' | 'word' | 'plural' | 'toasts' | 'newestFirst' | 'image' | 'validate' | 'payload'>;

/** A resource with an image, sent as multipart (sliders, notices, testimonials). */
export function imageResource(key: 'slider' | 'notice' | 'testimonial', own: Own): Resource {
  const names = Object.keys(ENTITIES[key].fields);
  // Every image gets its alt text beside it, and every content record can be hidden.
  const fields = own.fields && [...own.fields, imageAltField, hiddenField];
  return {
    ...own,
    fields,
    ...fromEntity(key),
    image: true,
    validate: entityValidate(ENTITIES[key].schema, names, true),
    payload: multipart(names),
  };
}

export const imageField: FormField = {
  name: 'image',
  label: 'Image',
  kind: 'image',
  required: (mode) => mode === 'add',
  hint: (mode) => (mode === 'edit' ? 'Leave empty to keep the current image.' : 'Any image type.'),
};
/** The fields with the Nepali twin of each named one right after it (issue 14). */
export function withNepali(fields: FormField[], names: string[]): FormField[] {
  return fields.flatMap((f) =>
    names.includes(f.name)
      ? [f, { name: `${f.name}_ne`, label: `${f.label} (Nepali)`, kind: f.kind, nepaliOf: f.name }]
      : [f],
  );
}

/** The language a visitor used: staff answer in it. */
export const languageName = (lang: unknown) => (lang === 'ne' ? 'Nepali' : 'English');
export const languageColumn: Column = {
  label: 'Language',
  render: (r) => <span className={r.lang === 'ne' ? 'badge badge-amber' : 'badge'}>{languageName(r.lang)}</span>,
  className: SHORT,
};

/** Every content form: hidden records stay in the admin and are left out of the public site. */
export const hiddenField: FormField = {
  name: 'hidden',
  label: 'Hidden (kept here, left out of the public site)',
  kind: 'checkbox',
};
export const imageAltField: FormField = {
  name: 'imageAlt',
  label: 'Image alt text',
  kind: 'text',
  placeholder: 'What the image shows',
  hint: 'Read aloud to visitors who cannot see the image. When empty, the name or title is used.',
};
export const created: Column = {
  label: 'Created',
  render: (r) => formatDateTime(r.createdAt),
  className: SHORT,
  sort: 'createdAt',
};

/** A visitor's submission: viewed and deleted, never edited (bookings, contact messages, referrals). */
export function submissionResource(key: LeadName, own: Own): Resource {
  return { ...own, ...fromEntity(key), image: false };
}

export function Features({ list }: { list: unknown }) {
  const features = Array.isArray(list) ? list.map(String) : [];
  if (!features.length) return <span className="text-slate-500">—</span>;
  const shown = features.slice(0, 2).join(', ');
  return (
    <span title={features.join('\n')}>
      {shown}
      {features.length > 2 && <span className="text-slate-500"> +{features.length - 2} more</span>}
    </span>
  );
}
