import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { fill } from '../../i18n/fill.ts';
import { mailWords } from '../../i18n/mail.ts';
import { localNumber } from '../../i18n/numerals.ts';
import { langOf } from '../../i18n/paths.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { CODE_DIGITS, isMobile, WHO_MAX } from '../../lib/sign-in.ts';
import type { Db } from '../db/index.ts';
import type { Insert } from '../storage/group-commit.ts';
import type { SmsPayload } from '../notify/sms.ts';
import type { CustomerRow } from './session.ts';

/** A code is good for 5 minutes, once, and dies after 5 wrong tries. */
export const CODE_MINUTES = 5;
export const MAX_TRIES = 5;

/** Whom a request names: the ISP's customer ID as typed, or a registered mobile number. */
export type Who = { customerId: string } | { phone: string };

/** The key a request is counted under: the same for a customer who exists and one who does not. */
export const whoKey = (who: Who) => ('phone' in who ? `phone:${who.phone}` : `id:${who.customerId.toUpperCase()}`);

/** Reads `{ customerId }` or `{ phone }` (a Nepali mobile in any written form), or undefined. */
export function readWho(input: Record<string, unknown>): Who | undefined {
  if (typeof input.customerId === 'string' && input.customerId.trim()) {
    const customerId = input.customerId.trim();
    return customerId.length <= WHO_MAX && !/[\u0000-\u001f]/.test(customerId) ? { customerId } : undefined;
  }
  if (typeof input.phone === 'string') {
    const phone = normalizePhone(input.phone.slice(0, 40));
    return isMobile(phone) ? { phone } : undefined;
  }
  return undefined;
}

/**
 * The customer a request names. Customers sharing a mobile (a family's two connections) sign in by
 * their customer ID; by the mobile alone, the first of them by ID.
 */
export async function findCustomer(db: Db, who: Who): Promise<CustomerRow | undefined> {
  const query = db.selectFrom('customer').selectAll();
  const row =
    'phone' in who
      ? await query.where('phone', '=', who.phone).orderBy('customerId').limit(1).executeTakeFirst()
      : await query
          .where(sql<string>`upper(${sql.ref('customerId')})`, '=', who.customerId.toUpperCase())
          .orderBy('customerId')
          .limit(1)
          .executeTakeFirst();
  return row as CustomerRow | undefined;
}

const codeHash = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

/** The SMS carrying a code, in the customer's language. */
export function codeText(lang: string, code: string, isp: string) {
  return fill(mailWords(lang).signInCode, { code, isp, minutes: localNumber(langOf(lang), CODE_MINUTES) });
}

/**
 * A new code for the customer, its row and its SMS committed together (an SMS is never sent for a
 * code that was not stored, nor a code stored without its SMS). The newest code is the only one that
 * counts.
 */
export async function issueCode(
  db: Db,
  o: {
    secret: string;
    now: Date;
    text: (code: string) => string;
    smsInserts: (id: string, sms: SmsPayload) => Insert[];
  },
  customer: CustomerRow,
) {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const id = randomBytes(12).toString('hex');
  const at = o.now.getTime();
  await db.transaction().execute(async (t) => {
    await t
      .insertInto('account_code')
      .values({
        id,
        customerId: customer.customerId,
        codeHash: codeHash(o.secret, id, code),
        createdAt: at,
        expiresAt: at + CODE_MINUTES * 60_000,
        tries: 0,
        usedAt: null,
      })
      .execute();
    for (const { table, row } of o.smsInserts(customer.customerId, { to: customer.phone, text: o.text(code) }))
      await t
        .insertInto(table as 'outbox')
        .values(row as never)
        .execute();
    // Codes from more than a day ago are of no use to anyone.
    await t
      .deleteFrom('account_code')
      .where('createdAt', '<', at - 86_400_000)
      .execute();
  });
}

/**
 * Whether `code` is the customer's newest code, unexpired, unused and under its tries; a right code
 * is used up, a wrong one counts against its tries. Both are conditional updates: two requests at
 * once cannot both use a code, nor both slip under the tries.
 */
export async function spendCode(db: Db, secret: string, now: Date, customerId: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_code')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const at = now.getTime();
  if (!row || row.usedAt !== null || Number(row.expiresAt) <= at || Number(row.tries) >= MAX_TRIES) return false;
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(secret, row.id, code));
  const right =
    expected.length === given.length &&
    timingSafeEqual(expected, given) &&
    code.length === CODE_DIGITS &&
    /^\d+$/.test(code);
  const update = db
    .updateTable('account_code')
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .where('tries', '<', MAX_TRIES);
  if (!right) {
    await update.set({ tries: sql<number>`${sql.ref('tries')} + 1` }).execute();
    return false;
  }
  const used = await update.set({ usedAt: at }).executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
