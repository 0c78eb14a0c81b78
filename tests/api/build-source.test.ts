import { expect, it } from 'vitest';
import { buildFacts, buildSource } from '../../src/server/publishing/build-source.ts';
import { forEachDatabase } from './setup.ts';

// The status pages offer status emails only when the server sends email, decided when the site is built
// (tests/e2e/publish/email-off.spec.ts shows both in Chromium). A server restarted with email set up, or
// no longer, builds its site again by itself: what it was built from (the fingerprint cluster.ts compares
// with the live version's at start) changes with the mail setting, and only with what the pages learn of it.
forEachDatabase('what a build is built from', (ctx) => {
  const source = (config: { SMTP_URL?: string }) =>
    buildSource(ctx.database.db, 'https://isp.example.np', buildFacts(config));

  it('changes when email is set up or no longer, whichever way it is sent', async () => {
    const off = await source({});
    const smtp = await source({ SMTP_URL: 'smtp://mail.example.np:587' });
    expect(smtp).not.toBe(off);
    expect(await source({ SMTP_URL: 'file:/var/lib/isp/mail' })).toBe(smtp);
    expect(await source({ SMTP_URL: '' })).toBe(off);
    expect(await source({})).toBe(off);
  });
});
