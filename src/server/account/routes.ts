import { Hono } from 'hono';
import { z } from 'zod';
import { ENTITIES } from '../../lib/entities.ts';
import type { Db } from '../db/index.ts';
import { parse, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { clientKey } from '../guards/public-create.ts';
import { rateLimiter } from '../guards/rate-limit.ts';
import { groupWrite } from '../storage/group-commit.ts';
import { repository } from '../storage/records.ts';
import { readSettings } from '../settings/store.ts';
import type { Notifier } from '../notify/notifier.ts';
import { codeText, findCustomer, issueCode, readWho, spendCode, whoKey } from './codes.ts';
import type { AccountEnv, AccountSessions } from './session.ts';
import { accountView, consentOf, customerView } from './view.ts';
import { accountData, setChoices } from './privacy.ts';
import type { UsageFor } from './usage.ts';
import { inLang } from '../../i18n/content.ts';
import { langOf } from '../../i18n/paths.ts';

export interface AccountDeps {
  db: Db;
  sessions: AccountSessions;
  notifier: Pick<Notifier, 'smsInserts' | 'insertsFor' | 'wake'>;
  /** the HMAC key of the codes (the server's secret) */
  secret: string;
  trustProxy: boolean;
  perPhonePerDay: number;
  perAddressPerDay: number;
  now: () => Date;
  log?: (line: string) => void;
  /** the line's use from RADIUS (docs/usage.md); none without RADIUS_DATABASE_URL */
  usageFor?: UsageFor;
}

const DAY = 86_400_000;
const SENT = {
  message:
    'If the customer ID or mobile number is registered with us, a 6-digit code is on its way by SMS. It is valid for 5 minutes.',
};
const WRONG = 'The code is not right or has expired. Please check it, or ask for a new code.';
const NAMES = 'Please give your customer ID or your registered mobile number';
const tooMany = (wait: number, message: string) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(wait) });

const codeSchema = z.object({ code: z.string({ error: 'Please type the 6-digit code' }).trim().max(20) });

/**
 * /api/account: a customer's sign-in by a code sent by SMS, and My account. Asking for a code
 * answers the same 202, at the same pace, whether or not the customer exists: the lookup, the code
 * and its SMS happen after the answer. Limits are counted first (per address, and per customer ID
 * or mobile as typed; per registered mobile once it is known), in the database all servers share.
 */
export function accountRoutes(deps: AccountDeps) {
  const { db, sessions } = deps;
  const write = groupWrite(db);
  const byAddress = rateLimiter(db, 'account-code-address', deps.perAddressPerDay, DAY);
  const byWho = rateLimiter(db, 'account-code-who', deps.perPhonePerDay, DAY);
  const tries = rateLimiter(db, 'account-verify-address', 30, 15 * 60_000);
  const log = deps.log ?? ((line) => console.error(line));
  const pending = new Set<Promise<void>>();
  const app = new Hono<AccountEnv>();

  /** After the 202: the customer, the mobile's own daily cap, then the code and its SMS. */
  async function sendCode(who: ReturnType<typeof readWho> & object) {
    const customer = await findCustomer(db, who);
    if (!customer || !/^9\d{9}$/.test(customer.phone)) return;
    if ('customerId' in who && (await write((d) => byWho.countIn(d, whoKey({ phone: customer.phone })))).wait) return;
    const settings = await readSettings(db);
    const isp = inLang(langOf(customer.lang), settings, 'name');
    await issueCode(
      db,
      {
        secret: deps.secret,
        now: deps.now(),
        text: (code) => codeText(customer.lang, code, isp),
        smsInserts: deps.notifier.smsInserts,
      },
      customer,
    );
    deps.notifier.wake();
  }

  app.post('/code', async (c) => {
    const who = readWho(await readInput(c));
    if (!who) throw new ApiError(400, NAMES);
    const address = clientKey(c, deps.trustProxy);
    const wait = await write(async (d) =>
      Math.max((await byAddress.countIn(d, address)).wait, (await byWho.countIn(d, whoKey(who))).wait),
    );
    if (wait) throw tooMany(wait, 'Too many codes asked for today. Please try again tomorrow, or call us.');
    const work = sendCode(who).catch((err) =>
      log(`A sign-in code could not be made: ${err instanceof Error ? err.message : err}`),
    );
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return c.json(SENT, 202);
  });

  app.post('/verify', async (c) => {
    const input = await readInput(c);
    const who = readWho(input);
    if (!who) throw new ApiError(400, NAMES);
    const { code } = parse(codeSchema, input);
    const wait = await write((d) => tries.takeIn(d, clientKey(c, deps.trustProxy)));
    if (wait) throw tooMany(wait, `Too many tries. Please try again in ${Math.ceil(wait / 60)} minutes.`);
    const customer = await findCustomer(db, who);
    if (!customer || !(await spendCode(db, deps.secret, deps.now(), customer.customerId, code)))
      throw new ApiError(400, WRONG, { code: WRONG });
    await sessions.start(c, customer.customerId);
    return c.json({ customer: await customerView(db, customer), ...(await consentOf(db, customer.customerId)) });
  });

  app.post('/logout', async (c) => {
    await sessions.end(c);
    return c.json({ message: 'Signed out' });
  });

  app.use('*', sessions.requireCustomer);
  app.get('/', async (c) => {
    const usage = deps.usageFor && { of: deps.usageFor, now: deps.now() };
    return c.json(await accountView(db, c.get('customer'), usage));
  });

  // The privacy notice read and agreed to, with its time (Individual Privacy Act 2075).
  app.post('/consent', async (c) => {
    const { customerId } = c.get('customer');
    const at = deps.now().toISOString();
    await db
      .insertInto('account_consent')
      .values({ customerId, consentedAt: at, deletionRequestedAt: null })
      .onConflict((oc) => oc.column('customerId').doUpdateSet({ consentedAt: at }))
      .execute();
    return c.json(await consentOf(db, customerId));
  });

  app.put('/choices', async (c) => {
    const choices = parse(
      z.strictObject({ statusSms: z.boolean().optional(), statusEmail: z.boolean().optional() }),
      await readInput(c),
    );
    return c.json(await setChoices(db, c.get('customer'), choices, deps.now()));
  });

  app.get('/data', async (c) => {
    const customer = c.get('customer');
    c.header(
      'Content-Disposition',
      `attachment; filename="my-data-${customer.customerId.replace(/[^\w-]/g, '')}.json"`,
    );
    return c.json(await accountData(db, customer));
  });

  // A request the staff see in the desk, as a contact message (the same request twice is one).
  app.post('/deletion', async (c) => {
    const customer = c.get('customer');
    const { deletionRequestedAt } = await consentOf(db, customer.customerId);
    if (deletionRequestedAt) return c.json({ deletionRequestedAt }, 202);
    const at = deps.now().toISOString();
    const def = ENTITIES.contact;
    await repository(db, def).insert(
      {
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        subject: `Request to delete my account (${customer.customerId})`,
        msg: `Customer ${customer.customerId} asked from My account to delete their account and personal data (Individual Privacy Act 2075).`,
        lang: langOf(customer.lang),
      },
      (record) => deps.notifier.insertsFor(def, record),
    );
    deps.notifier.wake();
    await db
      .insertInto('account_consent')
      .values({ customerId: customer.customerId, consentedAt: null, deletionRequestedAt: at })
      .onConflict((oc) => oc.column('customerId').doUpdateSet({ deletionRequestedAt: at }))
      .execute();
    return c.json({ deletionRequestedAt: at }, 202);
  });

  return {
    app,
    /** Resolves once every code asked for so far is stored with its SMS (tests wait for it). */
    settled: async () => void (await Promise.all([...pending])),
  };
}
