import { expect, it } from 'vitest';
import { CLEAN_SETTINGS, needsFirstRun, withFirstRun } from '../../src/lib/settings/clean.ts';
import { DEFAULT_SETTINGS } from '../../src/lib/settings/defaults.ts';
import { SETTINGS_ID } from '../../src/lib/settings/schema.ts';
import { forEachDatabase } from './setup.ts';

// A clean install (SEED_DEMO=false) went live with the demo ISP's name, phone and emails until the
// operator saved settings. It now starts neutral, and the admin's first screen asks for the ISP's
// name, phone, email and address, saved through the settings API (history, audit, republish).

const DEMO_WORDS = /KoshiNet|कोशीनेट|koshinet|Koshi|590900|Biratnagar/;

forEachDatabase('a clean install’s settings', (ctx) => {
  it('start neutral: "Your ISP", no phone, no email, nothing of the demo ISP', async () => {
    const settings = await (await ctx.call('GET', '/api/settings', { token: null })).json();
    expect(settings).toEqual(CLEAN_SETTINGS);
    expect(settings).toMatchObject({ name: 'Your ISP', phone: '', email: '', mobile: '', supportEmail: '' });
    expect(JSON.stringify(settings)).not.toMatch(DEMO_WORDS);
    expect(needsFirstRun(settings)).toBe(true);
  });

  it('are not a valid save as they are: the phone, the email and the address are asked for', async () => {
    const res = await ctx.call('PUT', '/api/settings', { json: CLEAN_SETTINGS });
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['phone', 'email', 'offices.0.address']));
    expect(await (await ctx.call('GET', '/api/settings')).json()).toEqual(CLEAN_SETTINGS);
  });

  it('take the first-run answers through the settings API: saved, in the history and the audit, published', async () => {
    const published = ctx.published.length;
    const answers = {
      name: 'Sagarmatha Fibre',
      phone: '+977-1-4412345',
      email: 'info@sagarmatha.net.np',
      address: 'New Road, Kathmandu-22',
    };
    const res = await ctx.call('PUT', '/api/settings', { json: withFirstRun(CLEAN_SETTINGS, answers) });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = await (await ctx.call('GET', '/api/settings', { token: null })).json();
    expect(saved).toMatchObject({
      name: 'Sagarmatha Fibre',
      legalName: 'Sagarmatha Fibre',
      phone: '+977-1-4412345',
      email: 'info@sagarmatha.net.np',
      offices: [{ address: 'New Road, Kathmandu-22', phone: '+977-1-4412345', email: 'info@sagarmatha.net.np' }],
    });
    expect(needsFirstRun(saved)).toBe(false);
    expect(ctx.published.slice(published)).toEqual(['settings']);
    const [revision] = await (await ctx.call('GET', `/api/settings/${SETTINGS_ID}/revisions`)).json();
    expect(revision).toMatchObject({ before: { name: 'Your ISP' }, after: { name: 'Sagarmatha Fibre' } });
    const [audit] = await (await ctx.call('GET', '/api/audit?entity=settings&limit=1')).json();
    expect(audit).toMatchObject({ action: 'update', recordName: 'Site settings' });
  });
});

forEachDatabase(
  'the demo’s settings',
  (ctx) => {
    it('stay the demo ISP’s with SEED_DEMO=true, and ask nothing', async () => {
      const settings = await (await ctx.call('GET', '/api/settings', { token: null })).json();
      expect(settings).toEqual(DEFAULT_SETTINGS);
      expect(needsFirstRun(settings)).toBe(false);
    });
  },
  { SEED_DEMO: true },
);
