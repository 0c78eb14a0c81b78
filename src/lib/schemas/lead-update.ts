import { z } from 'zod';
import { cleanText } from '../clean-text.ts';

export const NOTE_MAX = 2000;

/**
 * What staff may change on a lead: its status (one of the entity's) and/or a new note. Strict, so
 * a visitor's field in the body is refused rather than silently ignored (spec §6: read-only).
 */
export function leadUpdateSchema(statuses: readonly string[]) {
  return z
    .strictObject(
      {
        status: z
          .enum(statuses as [string, ...string[]], { error: `Status must be one of: ${statuses.join(', ')}` })
          .optional(),
        // Cleaned as every other stored text is (src/lib/clean-text.ts): no NUL, no bidirectional override.
        note: z
          .preprocess(
            (v) => (typeof v === 'string' ? cleanText(v) : v),
            z
              .string({ error: 'Note must be text' })
              .trim()
              .min(1, 'Note is empty')
              .max(NOTE_MAX, `Note is longer than ${NOTE_MAX} characters`),
          )
          .optional(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `Only status and note can be changed (${issue.keys.join(', ')} is the visitor's)`
            : undefined,
      },
    )
    .refine((v) => v.status !== undefined || v.note !== undefined, 'Send a status, a note or both');
}
export type LeadUpdate = z.infer<ReturnType<typeof leadUpdateSchema>>;
