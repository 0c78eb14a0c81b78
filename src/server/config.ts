import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from '../lib/constants.ts';
import { DEFAULT_DATABASE_URL } from './db/index.ts';
import { SMS_PROVIDERS } from '../lib/sms-providers.ts';

/** scrypt's N = 2^17 for password hashes in production (OWASP's minimum). */
export const PRODUCTION_HASH_COST = 17;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

// Every environment variable the server reads, validated at start-up (listed in .env.example).
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default(DEFAULT_DATABASE_URL)
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), 'must start with file: (SQLite) or postgres:// (PostgreSQL)'),
  // FreeRADIUS's accounting database, read only (docs/usage.md): postgres://… or a SQLite file (file:…).
  RADIUS_DATABASE_URL: optionalText.refine(
    (v) => !v || /^(file:|postgres(ql)?:\/\/)/.test(v),
    'must start with file: (SQLite) or postgres:// (PostgreSQL)',
  ),
  JWT_SECRET: optionalText.refine((v) => !v || v.length >= 32, 'must be at least 32 characters'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(8),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_NAME: z.string().default('Site Admin'),
  ADMIN_PASSWORD: optionalText.refine((v) => !v || (v.length >= 8 && v.length <= 128), 'must be 8 to 128 characters'),
  SITE_URL: optionalText.pipe(z.url().optional()),
  PUBLISH_HOOK_URL: optionalText.pipe(z.url().optional()),
  // Where `astro build` reads content from; the server itself unless the API is elsewhere.
  BUILD_API_URL: optionalText.pipe(z.url().optional()),
  PUBLISH_DEBOUNCE_MS: z.coerce.number().int().min(0).default(1500),
  // How long a building server's lease lasts without renewal: another server takes over after it.
  PUBLISH_LEASE_SECONDS: z.coerce.number().min(2).max(300).default(10),
  SITE_DIR: z.string().default('./data/site'),
  // What builds make from content alone (images' variants, the Nepali words' shapes), named by that
  // content: servers may share it. <SITE_DIR>/cache when unset.
  SHARED_CACHE_DIR: optionalText,
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PUBLISH: z.enum(['on', 'off']).default('on'),
  // log2 of scrypt's N for new password hashes: 17 in production (src/server/auth/passwords.ts); tests lower it,
  // since a hash at 17 costs half a second of CPU. The server warns at start when it is lower.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PRODUCTION_HASH_COST),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  // Failures from one address across every account in a day (LOGIN_MAX_FAILURES is per account and address).
  LOGIN_MAX_FAILURES_PER_ADDRESS_DAY: z.coerce.number().int().min(1).default(100),
  SUBMIT_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  IMAGE_READ_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(200).default(DEFAULT_MAX_UPLOAD_MB),
  // Each stored lead costs disk: one address's submissions per day, and the day's total past which the admin warns.
  SUBMIT_MAX_PER_DAY: z.coerce.number().int().min(1).default(50),
  SUBMIT_WARN_PER_DAY: z.coerce.number().int().min(1).default(500),
  AUDIT_KEEP_DAYS: z.coerce.number().positive().default(365),
  OUTBOX_KEEP_DAYS: z.coerce.number().positive().default(30),
  DUPLICATE_WINDOW_SECONDS: z.coerce.number().min(0).default(10),
  // Fault reports (issue 29): the first response is due within this many office-hours minutes…
  TICKET_FIRST_RESPONSE_MINUTES: z.coerce.number().int().min(1).default(120),
  // The repair limit is the Regulator setting (Site settings › Regulator); this variable of earlier releases is
  // read into that setting once, on an install that never saved it (src/server/settings/store.ts adoptRepairLimit).
  REPAIR_LIMIT_HOURS: z.coerce.number().positive().optional(),
  SPEEDTEST_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SPEEDTEST_MAX_STREAMS: z.coerce.number().int().min(1).default(32),
  SPEEDTEST_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(6),
  SPEEDTEST_MB_PER_MINUTE: z.coerce.number().int().min(1).default(1000),
  SPEEDTEST_STALL_SECONDS: z.coerce.number().positive().default(5),
  SPEEDTEST_KEEP_DAYS: z.coerce.number().int().min(1).default(180),
  // Lead notifications (issue 12): email through SMTP and/or a JSON webhook, from the outbox.
  // …or file:<folder>, the mail sink: every email written there as a .eml file, none sent (issue 42).
  SMTP_URL: optionalText.refine(
    (v) => !v || /^smtps?:\/\/[^/]/.test(v) || /^file:./.test(v),
    'must be smtp://user:pass@host:port, smtps://…, or file:<folder> (write emails as .eml files)',
  ),
  NOTIFY_EMAIL: optionalText
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be email addresses separated by commas'))),
  NOTIFY_FROM: optionalText,
  NOTIFY_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(1).default(10_000),
  NOTIFY_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60_000),
  // Longer than a send can take (SMTP times out within 40 s); after a crash a row waits this long.
  NOTIFY_CLAIM_MS: z.coerce.number().int().min(1000).default(60_000),
  /** after this many failed attempts the admin shows the notification as failing */
  NOTIFY_FAILING_AFTER: z.coerce.number().int().min(1).default(3),
  // Text messages to customers (issue 47): sign-in codes through Sparrow SMS or Aakash SMS, or files in SMS_DIR.
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default('file'),
  SMS_TOKEN: optionalText,
  SMS_FROM: optionalText,
  // The provider's documented address unless set (src/server/notify/sms.ts).
  SMS_BASE_URL: optionalText.pipe(z.url().optional()),
  SMS_DIR: z.string().default('./data/sms'),
  // SMS costs money: sign-in codes to one mobile or customer ID, and from one address, per day; and the day's
  // total past which the admin warns.
  SMS_MAX_PER_PHONE_DAY: z.coerce.number().int().min(1).default(5),
  SMS_MAX_PER_ADDRESS_DAY: z.coerce.number().int().min(1).default(20),
  SMS_WARN_PER_DAY: z.coerce.number().int().min(1).default(300),
  // How long a customer stays signed in to My account.
  ACCOUNT_SESSION_DAYS: z.coerce.number().positive().max(365).default(30),
  // Online payments (docs/going-live.md): eSewa ePay v2 and Khalti KPG-2. The eSewa defaults are its documented
  // test merchant (EPAYTEST) and addresses; Khalti is offered once KHALTI_SECRET_KEY is set.
  ESEWA_FORM_URL: z.url().default('https://rc-epay.esewa.com.np/api/epay/main/v2/form'),
  ESEWA_STATUS_URL: z.url().default('https://rc.esewa.com.np/api/epay/transaction/status/'),
  ESEWA_PRODUCT_CODE: z.string().trim().min(1).default('EPAYTEST'),
  ESEWA_SECRET_KEY: z.string().min(1).default('8gBm/:&EnhH.1/q'),
  KHALTI_BASE_URL: z.url().default('https://dev.khalti.com/api/v2'),
  KHALTI_SECRET_KEY: optionalText,
  // Each paid payment is POSTed here as JSON, signed with PAYMENT_WEBHOOK_SECRET (X-Signature), from the outbox.
  PAYMENT_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  PAYMENT_WEBHOOK_SECRET: optionalText,
  LOG_LOGINS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // A request must arrive whole within this time (headers within 30 s at most), else 408.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  // How long an idle kept-alive connection stays open. Above nginx's upstream keepalive_timeout (60 s), so the
  // proxy, or any client that keeps connections, closes an idle one first and never sends on a closing socket.
  KEEP_ALIVE_SECONDS: z.coerce.number().positive().max(3600).default(65),
});

export type Config = z.infer<typeof schema>;

/** PASSWORD_HASH_COST alone, as the password hashing reads it (the scripts and tests hash without a Config). */
export const passwordHashCost = (env: NodeJS.ProcessEnv = process.env) =>
  schema.shape.PASSWORD_HASH_COST.parse(env.PASSWORD_HASH_COST || undefined);

/** The names of every variable above (README and .env.example document each; a test checks). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

/** Reads the configuration, or stops with a message naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (result.success && result.data.PAYMENT_WEBHOOK_URL && !result.data.PAYMENT_WEBHOOK_SECRET)
    throw new Error(
      'Invalid configuration:\n  PAYMENT_WEBHOOK_SECRET: is required with PAYMENT_WEBHOOK_URL (it signs each event)',
    );
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Defaults for tests and tools that build an app without the environment. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({ ...loadConfig({}), ...overrides });
