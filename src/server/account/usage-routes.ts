import { Hono } from 'hono';
import { CUSTOMER_ID } from '../../lib/schemas/customer.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import type { UsageFor } from './usage.ts';

/**
 * GET /customer/by-id/{customerId}/usage: the same figures My account shows, for the staff's customer
 * page (who may call it is in src/lib/api-access.ts: customerUsage). `{ usage: null }` without a RADIUS
 * database or a RADIUS user: the page then shows no usage at all.
 */
export function customerUsageRoute({ db, usageFor, now }: { db: Db; usageFor?: UsageFor; now: () => Date }) {
  const app = new Hono();
  app.get('/by-id/:customerId/usage', async (c) => {
    const id = c.req.param('customerId');
    const customer =
      CUSTOMER_ID.test(id) && id.length <= 40
        ? await db
            .selectFrom('customer')
            .select(['radiusUser', 'dueDate', 'planId'])
            .where('customerId', '=', id)
            .executeTakeFirst()
        : undefined;
    if (!customer) throw new ApiError(404, 'No customer with that customer ID');
    return c.json({ usage: usageFor ? await usageFor(customer, now()) : null });
  });
  return app;
}
