import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { createApp } from '../../src/server/app.ts';
import { gatewayConfig, type FakeGateways } from '../support/gateways.ts';
import { ADMIN } from './setup.ts';

// What the payments' API tests share: a server's settings against the fake gateways, and a call to
// an app with or without the admin's token.

export type App = Awaited<ReturnType<typeof createApp>>;

/** The settings (for testConfig) of a server paying through the fake gateways; its mail goes to a file. */
export const paymentSettings = (fake: FakeGateways, mail: string) => ({
  ...gatewayConfig(fake),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: false,
  LOG_LOGINS: false,
  SUBMIT_MAX_PER_MINUTE: 1000,
  SMTP_URL: `file:${join(tmpdir(), mail)}`,
});

/** A request to an app, JSON in; `auth` sends the token `token()` gives. */
export const caller =
  (token: () => string) =>
  (app: App, method: string, path: string, json?: unknown, auth = false) =>
    app.app.request(path, {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(auth ? { 'x-auth-token': token() } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
