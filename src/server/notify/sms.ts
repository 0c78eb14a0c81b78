import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { OutboxRow } from './outbox.ts';

import type { SmsProvider } from '../../lib/sms-providers.ts';
import { gsmFolded } from '../../lib/sms-text.ts';

export { SMS_PROVIDERS, type SmsProvider } from '../../lib/sms-providers.ts';

/** The providers' documented addresses, used when SMS_BASE_URL is not set. */
export const SMS_BASE_URLS = {
  sparrow: 'https://api.sparrowsms.com',
  aakash: 'https://sms.aakashsms.com',
} as const;

export interface SmsOptions {
  provider: SmsProvider;
  token?: string;
  from?: string;
  baseUrl?: string;
  /** where the `file` provider writes each message */
  dir: string;
}

/** The outbox payload of one SMS: the mobile number (98XXXXXXXX) and the text. */
export interface SmsPayload {
  to: string;
  text: string;
}

/** What stays in the outbox once a message is sent: a sign-in code is not kept. */
export const SENT_TEXT = '(sent)';

/** Stops start-up when a provider is chosen without what it needs. */
export function checkSmsOptions(o: SmsOptions) {
  if (o.provider === 'file') return;
  const missing = [!o.token && 'SMS_TOKEN', o.provider === 'sparrow' && !o.from && 'SMS_FROM'].filter(Boolean);
  if (missing.length)
    throw new Error(`Invalid configuration:\n  SMS_PROVIDER=${o.provider} needs ${missing.join(' and ')}`);
}

const timeout = () => AbortSignal.timeout(15_000);

/** The provider's own answer, read as JSON when it is; its text otherwise. */
async function answer(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    const json = JSON.parse(text) as unknown;
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : { text };
  } catch {
    return { text: text.slice(0, 200) };
  }
}

/**
 * Sparrow SMS: POST {base}/v2/sms/ with token, from, to and text. A sent message is HTTP 200 with
 * `response_code` 200; a refusal names its code (1002 Invalid Token, 1012 No Credits Available, 1013
 * Insufficient Credits…) in `response_code` and its reason in `response`, usually with HTTP 403.
 */
async function sparrow(o: SmsOptions, sms: SmsPayload) {
  const res = await fetch(`${(o.baseUrl ?? SMS_BASE_URLS.sparrow).replace(/\/+$/, '')}/v2/sms/`, {
    method: 'POST',
    body: new URLSearchParams({ token: o.token ?? '', from: o.from ?? '', to: sms.to, text: sms.text }),
    signal: timeout(),
  });
  const body = await answer(res);
  if (res.ok && Number(body.response_code) === 200) return;
  const code = body.response_code === undefined ? `HTTP ${res.status}` : String(body.response_code);
  throw new Error(`Sparrow SMS refused the message: ${String(body.response ?? body.text ?? '')} (${code})`);
}

/**
 * Aakash SMS v3: POST {base}/sms/v3/send with auth_token, to and text. A refusal is `error: true`
 * with its reason in `message` ("The provided Auth Token is not valid.", "Not enough balance."); a
 * number it will not deliver to comes back in `data.invalid`.
 */
async function aakash(o: SmsOptions, sms: SmsPayload) {
  const res = await fetch(`${(o.baseUrl ?? SMS_BASE_URLS.aakash).replace(/\/+$/, '')}/sms/v3/send`, {
    method: 'POST',
    body: new URLSearchParams({ auth_token: o.token ?? '', to: sms.to, text: sms.text }),
    signal: timeout(),
  });
  const body = await answer(res);
  const data = (body.data ?? {}) as { valid?: unknown[]; invalid?: unknown[] };
  if (res.ok && body.error === false && (data.valid?.length ?? 0) > 0) return;
  const reason =
    body.error === false ? `the number ${sms.to} was not accepted` : String(body.message ?? body.text ?? '');
  throw new Error(`Aakash SMS refused the message: ${reason} (HTTP ${res.status})`);
}

/** Development: each message as a JSON file in SMS_DIR, named by its time and outbox id. */
async function toFile(o: SmsOptions, sms: SmsPayload, row: OutboxRow) {
  const dir = resolve(o.dir);
  await mkdir(dir, { recursive: true });
  const at = new Date().toISOString();
  const name = `${at.replace(/[:.]/g, '-')}-${row.id}.json`;
  // Written under a temporary name and renamed: a reader (a developer, a test) never sees half a message.
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, `${JSON.stringify({ ...sms, from: o.from ?? '', at }, null, 2)}\n`);
  await rename(partial, join(dir, name));
}

/** The outbox's SMS channel: one message a row, through the configured provider. */
export function smsChannel(o: SmsOptions) {
  return {
    async send(row: OutboxRow) {
      const queued = JSON.parse(row.payload) as SmsPayload;
      // An English text's dashes and quotes in GSM's own: one SMS, not two or three (lib/sms-text.ts).
      const sms = { ...queued, text: gsmFolded(queued.text) };
      if (o.provider === 'sparrow') await sparrow(o, sms);
      else if (o.provider === 'aakash') await aakash(o, sms);
      else await toFile(o, sms, row);
    },
    close() {},
  };
}
