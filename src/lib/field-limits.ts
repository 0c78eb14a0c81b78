import type { z } from 'zod';
import { schemaFields } from './schema-fields.ts';

/**
 * Each text field's maximum length as the server's schema enforces it, for the form's `maxlength`
 * attributes: a visitor cannot type what the server would refuse.
 */
export const maxLengths = (schema: z.ZodObject): Record<string, number> =>
  Object.fromEntries(schemaFields(schema).flatMap((f) => (f.maxLength === undefined ? [] : [[f.name, f.maxLength]])));
