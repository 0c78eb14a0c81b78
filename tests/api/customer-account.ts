import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/server/app.ts';
import { testConfig, type Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { ADMIN, openTestDatabase } from './setup.ts';
import type { FakeSmsGateway } from '../support/sms-providers.ts';

/** A customer as the billing system would have written them (the directory's own code is not needed here). */
export async function insertCustomer(
  db: Db,
  fields: Partial<Record<string, string | number>> & { customerId: string },
) {
  await db
    .insertInto('customer')
    .values({
      id: randomBytes(12).toString('hex'),
      createdAt: new Date().toISOString(),
      name: 'Ram Bahadur Shrestha',
      phone: '9841000001',
      area: 'Biratnagar',
      status: 'active',
      ...fields,
    } as never)
    .execute();
}

/** A plan to be on: its id. */
export async function insertPlan(db: Db, name = 'Fibernet 100', speed = '100 Mbps', price = 'Rs. 1,500') {
  const id = randomBytes(12).toString('hex');
  await db
    .insertInto('plan')
    .values({
      id,
      createdAt: new Date().toISOString(),
      name,
      speed,
      price,
      duration: '/month',
      features: '[]',
      sme: 0,
    } as never)
    .execute();
  return id;
}

/**
 * An app on a fresh database whose SMS go to `gateway` through `provider`, with a clock tests move
 * (`clock.advance(ms)`), and requests from an address of the test's choosing.
 */
export async function accountApp(
  kind: 'sqlite' | 'postgres',
  provider: 'sparrow' | 'aakash',
  gateway: FakeSmsGateway,
  overrides: Partial<Config> = {},
) {
  const opened = await openTestDatabase(kind);
  const db = opened.database.db;
  const config = testConfig({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: false,
    LOG_LOGINS: false,
    TRUST_PROXY: true,
    SMS_PROVIDER: provider,
    SMS_TOKEN: gateway.token,
    SMS_FROM: 'ISP_Alert',
    SMS_BASE_URL: gateway.url,
    NOTIFY_RETRY_BASE_MS: 50,
    NOTIFY_RETRY_MAX_MS: 200,
    NOTIFY_FAILING_AFTER: 1,
    ...overrides,
  });
  await seed(db, config);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const created = await createApp({ database: opened.database, config, now });
  const login = await created.app.request('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const staffToken = ((await login.json()) as { token: string }).token;
  /** A request from `address`, with a customer's cookie or the staff's token when given. */
  const call = (
    method: string,
    path: string,
    o: { json?: unknown; bytes?: Uint8Array; address?: string; cookie?: string; staff?: boolean } = {},
  ) =>
    created.app.request(path, {
      method,
      headers: {
        'x-forwarded-for': o.address ?? '203.0.113.1',
        ...(o.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(o.bytes ? { 'content-type': 'application/octet-stream' } : {}),
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...(o.staff ? { 'x-auth-token': staffToken } : {}),
      },
      body: o.bytes ? (o.bytes as Uint8Array<ArrayBuffer>) : o.json === undefined ? undefined : JSON.stringify(o.json),
    });
  /** Waits until every code asked for is stored and its SMS tried. */
  const settled = async () => {
    await created.accountCodes.settled();
    await created.notifier.drained();
  };
  return {
    db,
    call,
    settled,
    clock: {
      advance: (ms: number) => {
        offset += ms;
      },
    },
    async close() {
      await created.notifier.stop();
      await opened.cleanup();
    },
  };
}

/** The code in the last SMS the gateway accepted for `phone`. */
export const lastCode = (gateway: FakeSmsGateway, phone = '9841000001') =>
  gateway.messages
    .filter((m) => m.to.endsWith(phone))
    .at(-1)
    ?.text.match(/\b\d{6}\b/)?.[0];

/** The session cookie of a sign-in answer, as a Cookie header. */
export const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';
