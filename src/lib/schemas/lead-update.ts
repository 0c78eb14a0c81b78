import { z } from 'zod';
import { cleanText } from '../clean-text.ts';

export const NOTE_MAX = 2000;

/** A staff member to assign a lead or ticket to (a user id), or null for nobody (issue 30). */
export const assignedToField = z
  .string({ error: 'assignedTo must be a user id or null' })
  .regex(/^[0-9a-f]{24}$/, 'No staff member with that id')
  .nullable()
  .optional();

/**
 * What staff may change on a lead: its status (one of the entity's), a new note and/or whom it is
 * assigned to. Strict, so
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
        assignedTo: assignedToField,
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `Only status, note and assignedTo can be changed (${issue.keys.join(', ')} is the visitor's)`
            : undefined,
      },
    )
    .refine(
      (v) => v.status !== undefined || v.note !== undefined || v.assignedTo !== undefined,
      'Send a status, a note or an assignee',
    );
}
export type LeadUpdate = z.infer<ReturnType<typeof leadUpdateSchema>>;
