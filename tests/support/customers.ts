import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/index.ts';

/** A customer as the billing system would have pushed it, written straight into the table. */
export async function insertCustomer(
  db: Db,
  values: {
    customerId: string;
    name: string;
    dueAmount?: number;
    status?: string;
    email?: string;
    phone?: string;
    lang?: string;
    planId?: string;
  },
) {
  await db
    .insertInto('customer')
    .values({
      id: randomBytes(12).toString('hex'),
      createdAt: new Date().toISOString(),
      updatedAt: null,
      phone: '9841000000',
      email: '',
      dueAmount: 0,
      ...values,
    })
    .execute();
}

export const dueOf = async (db: Db, customerId: string) =>
  Number(
    (await db.selectFrom('customer').select('dueAmount').where('customerId', '=', customerId).executeTakeFirstOrThrow())
      .dueAmount,
  );
