import type { z } from 'zod';

// The structural view of zod 4 schemas this needs: a pipe's two sides and a string's maxLength.
interface Inspectable {
  def?: { type?: string; in?: Inspectable; out?: Inspectable; innerType?: Inspectable };
  maxLength?: number | null;
}

function maxLengthOf(schema: Inspectable | undefined): number | undefined {
  const def = schema?.def;
  if (!def) return undefined;
  if (def.type === 'string') return schema.maxLength ?? undefined;
  // preprocess and transform are pipes; a default or an optional wraps its inner type.
  return maxLengthOf(def.in) ?? maxLengthOf(def.out) ?? maxLengthOf(def.innerType);
}

/**
 * Each text field's maximum length as the server's schema enforces it, for the form's `maxlength`
 * attributes: a visitor cannot type what the server would refuse.
 */
export function maxLengths(schema: z.ZodObject): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const max = maxLengthOf(fieldSchema as Inspectable);
    if (max !== undefined) limits[field] = max;
  }
  return limits;
}
