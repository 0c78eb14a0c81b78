import { z } from 'zod';

// An entity's zod schema is its one field list (issue 27): the registry's stored fields, the
// record types and the admin form's inputs are all read from it here.

/** How a field is stored: text, a list of strings, a boolean, a list of objects (JSON), or an integer. */
export type FieldKind = 'text' | 'list' | 'bool' | 'json' | 'number';

declare module 'zod' {
  // What a schema line may tell the admin form about its field, through zod's `.meta()`.
  interface GlobalMeta {
    /** the form's label (the field builders of fields.ts set the one their messages use) */
    label?: string;
    placeholder?: string;
    hint?: string;
    /** the admin form's input, where the stored kind's usual one is not it (src/admin/components/inputs.tsx) */
    input?: 'textarea' | 'email' | 'password' | 'moment' | 'hidden' | 'rupees';
  }
}

/** One field of an object schema, as the storage and the forms see it. */
export interface SchemaField {
  name: string;
  kind: FieldKind;
  /** the schema line's metadata, the outer wrappers' winning over the inner ones' */
  meta: z.GlobalMeta;
  /** the longest text the schema accepts */
  maxLength?: number;
  /** the values an enum (or a list of enums) may take, in the schema's order */
  options?: readonly string[];
  /** the schema refuses the field left empty */
  required: boolean;
}

/**
 * The schema under a field's wrappers, and the metadata met on the way. A preprocess is a pipe
 * into the real type; a transform is a pipe out of it; a default or an optional wraps it.
 */
function unwrap(schema: z.core.$ZodType): { base: z.core.$ZodType; meta: z.GlobalMeta } {
  let meta: z.GlobalMeta = {};
  let current = schema;
  for (;;) {
    meta = { ...z.globalRegistry.get(current), ...meta };
    if (current instanceof z.ZodPipe) current = current.out instanceof z.ZodTransform ? current.in : current.out;
    else if (current instanceof z.ZodDefault || current instanceof z.ZodOptional) current = current.unwrap();
    else return { base: current, meta };
  }
}

const optionsOf = (base: z.core.$ZodType) => (base instanceof z.ZodEnum ? (base.options as string[]) : undefined);
const EMPTY: Record<FieldKind, unknown> = { text: '', list: [], bool: false, json: [], number: undefined };
/** A list whose items are objects (an incident's timeline) is stored as JSON, not as a list of strings. */
const listKind = (base: z.ZodArray): FieldKind => (unwrap(base.element).base instanceof z.ZodObject ? 'json' : 'list');

function readField(name: string, schema: z.core.$ZodType): SchemaField {
  const { base, meta } = unwrap(schema);
  const kind: FieldKind =
    base instanceof z.ZodBoolean
      ? 'bool'
      : base instanceof z.ZodArray
        ? listKind(base)
        : base instanceof z.ZodNumber
          ? 'number'
          : 'text';
  return {
    name,
    kind,
    meta,
    maxLength: base instanceof z.ZodString ? (base.maxLength ?? undefined) : undefined,
    options: base instanceof z.ZodArray ? optionsOf(unwrap(base.element).base) : optionsOf(base),
    required: !z.safeParse(schema, EMPTY[kind]).success,
  };
}

/** The fields of an object schema, in its order. */
export const schemaFields = (schema: z.ZodObject): SchemaField[] =>
  Object.entries(schema.shape).map(([name, field]) => readField(name, field));

/** Each field's storage kind, in the schema's order: the registry's `fields`. */
export const storedKinds = (schema: z.ZodObject): Record<string, FieldKind> =>
  Object.fromEntries(schemaFields(schema).map((f) => [f.name, f.kind]));
