import type { CrudDeps } from '../crud/routes.ts';
import { shortNotice } from '../../lib/incidents.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Maintenance announced less than 72 hours before it starts is saved only with the reason why
 * (Nepal's 3 days' notice of planned disruption, issue 49). The notice runs from the first save,
 * so an edit keeps the notice its incident was given.
 */
export function noticeRule(db: Db, now: () => Date): NonNullable<CrudDeps['complete']> {
  return async (values, id) => {
    const stored = id
      ? await db.selectFrom('incident').select('createdAt').where('id', '=', id).executeTakeFirst()
      : undefined;
    const announcedAt = stored ? new Date(stored.createdAt) : now();
    const short = shortNotice({ kind: values.kind as 'maintenance', startsAt: String(values.startsAt) }, announcedAt);
    if (short && !String(values.noticeReason ?? '').trim())
      throw new ApiError(400, 'Maintenance announced less than 72 hours ahead needs a reason', {
        noticeReason: `Only ${short.hours} hours’ notice: say why it could not be announced 72 hours ahead`,
      });
    return values;
  };
}
