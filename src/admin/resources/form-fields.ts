import type { z } from 'zod';
import { type SchemaField, schemaFields } from '../../lib/schema-fields.ts';
import type { FormField, InputKind } from './types.ts';

/** The image of a record that has one: needed on create, kept when an edit leaves it empty (spec §5). */
const imageField: FormField = {
  name: 'image',
  label: 'Image',
  kind: 'image',
  required: (mode) => mode === 'add',
  hint: (mode) => (mode === 'edit' ? 'Leave empty to keep the current image.' : 'Any image type.'),
};

/** A poster in Nepali beside the image (0048_poster_ne): the Nepali pages show it instead. */
const nepaliImageField: FormField = {
  name: 'image_ne',
  label: 'Image (Nepali)',
  kind: 'image',
  required: false,
  hint: 'Optional: the same poster in Nepali, shown on the Nepali pages instead of the image above.',
};

/** The image of a notice that may be text only: needed only when the notice has no text. */
const optionalImageField: FormField = {
  ...imageField,
  required: false,
  hint: (mode) =>
    mode === 'edit'
      ? 'Leave empty to keep the current image.'
      : 'Any image type; leave empty for a notice of text only.',
};

/** A field's input: the schema line's own, or the usual one for how the field is stored and what it holds. */
function inputOf(field: SchemaField): InputKind {
  if (field.meta.input) return field.meta.input;
  if (field.kind === 'bool') return 'checkbox';
  if (field.kind === 'list') return field.options ? 'choices' : 'features';
  return field.options ? 'select' : 'text';
}

const labelOf = (field: SchemaField) => field.meta.label ?? field.name;

/**
 * An entity's form, read from its schema in the schema's order: each input with its label,
 * placeholder, hint and a required mark where the schema refuses it empty. A Nepali twin
 * (`name_ne`, issue 14) takes its English field's input and label; an image's input comes just
 * before its alt text. `words` are what staff read for an option's value.
 */
export function formFields(
  schema: z.ZodObject,
  {
    image = false,
    imageNe = false,
    imageOptional = false,
    words = {},
  }: { image?: boolean; imageNe?: boolean; imageOptional?: boolean; words?: Record<string, string> } = {},
): FormField[] {
  const fields = schemaFields(schema);
  return fields.flatMap((f) => {
    const english = f.name.endsWith('_ne') ? fields.find((g) => `${g.name}_ne` === f.name) : undefined;
    const input: FormField = {
      name: f.name,
      label: english ? `${labelOf(english)} (Nepali)` : labelOf(f),
      kind: inputOf(english ?? f),
      required: f.required,
      placeholder: f.meta.placeholder,
      hint: f.meta.hint,
      nepaliOf: english?.name,
      options: f.options?.map((value) => [value, words[value] ?? value] as const),
    };
    const base = imageOptional ? optionalImageField : imageField;
    const image_ = fields.some((g) => g.name === 'focalX') ? { ...base, focal: true } : base;
    const images = imageNe ? [image_, nepaliImageField] : [image_];
    return image && f.name === 'imageAlt' ? [...images, input] : [input];
  });
}
