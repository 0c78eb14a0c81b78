import { billingPeriod, capShare, periodSpan, type Usage, usageOf } from '../../lib/usage.ts';
import type { Db } from '../db/index.ts';
import type { RadiusReader } from './radius.ts';

/** What My account and the staff's customer page show of a line's use (src/lib/usage.ts). */
export type CustomerUsage = Usage & {
  /** the plan's data cap in GB a billing period, or null */
  capGb: number | null;
  /** the cap used, whole percent, or null without a cap */
  share: number | null;
};

interface Line {
  radiusUser: string;
  dueDate: string;
  planId: string;
}

/**
 * The period's use of a customer's line, read from radacct by their RADIUS user; null without a
 * RADIUS database, without a RADIUS user, or when that database does not answer (logged: My account
 * still opens).
 */
export function usageReader(db: Db, radius: RadiusReader | undefined, log = (line: string) => console.error(line)) {
  return async function usageFor(line: Line, now: Date): Promise<CustomerUsage | null> {
    if (!radius || !line.radiusUser) return null;
    const period = billingPeriod(line.dueDate, now);
    const { from, to } = periodSpan(period);
    let usage: Usage;
    try {
      usage = usageOf(await radius.sessions(line.radiusUser, from, to), period, now);
    } catch (err) {
      log(`The RADIUS database did not answer: ${err instanceof Error ? err.message : err}`);
      return null;
    }
    const plan = line.planId
      ? await db.selectFrom('plan').select('capGb').where('id', '=', line.planId).executeTakeFirst()
      : undefined;
    const capGb = Number(plan?.capGb) || null;
    return { ...usage, capGb, share: capGb ? capShare(usage, String(capGb)) : null };
  };
}
export type UsageFor = ReturnType<typeof usageReader>;
