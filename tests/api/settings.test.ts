import { expect, it } from 'vitest';
import { CLEAN_SETTINGS } from '../../src/lib/settings/clean.ts';
import { DEFAULT_SETTINGS } from '../../src/lib/settings/defaults.ts';
import { SETTINGS_ID } from '../../src/lib/settings/schema.ts';
import { changedFields } from '../../src/server/history/audit.ts';
import { png } from './images.ts';
import { forEachDatabase } from './setup.ts';

// Site settings (issue 28): the ISP's own name, contacts, offices and words, public to read, the
// staff's to change, with history, audit and a republish.

const renamed = () => ({
  ...DEFAULT_SETTINGS,
  name: 'Sagarmatha Fibre',
  name_ne: 'सगरमाथा फाइबर',
  offices: DEFAULT_SETTINGS.offices.map((o, i) => (i === 1 ? { ...o, phone: '+977-25-999111' } : o)),
});

forEachDatabase('site settings', (ctx) => {
  it('starts neutral on a clean install (SEED_DEMO=false) and is public to read', async () => {
    const res = await ctx.call('GET', '/api/settings', { token: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(CLEAN_SETTINGS);
  });

  it('is the staff’s to change: saved, kept in the history and the audit, and published', async () => {
    expect((await ctx.call('PUT', '/api/settings', { token: null, json: renamed() })).status).toBe(401);
    const published = ctx.published.length;
    const res = await ctx.call('PUT', '/api/settings', { json: renamed() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Sagarmatha Fibre', offices: [{}, { phone: '+977-25-999111' }] });
    expect(await (await ctx.call('GET', '/api/settings', { token: null })).json()).toMatchObject({
      name: 'Sagarmatha Fibre',
      name_ne: 'सगरमाथा फाइबर',
    });
    expect(ctx.published.slice(published)).toEqual(['settings']);

    const [latest] = await (await ctx.call('GET', `/api/settings/${SETTINGS_ID}/revisions`)).json();
    expect(latest).toMatchObject({
      action: 'update',
      by: { name: 'Site Admin' },
      before: { name: 'Your ISP' },
      after: { name: 'Sagarmatha Fibre' },
    });
    const [audit] = await (await ctx.call('GET', '/api/audit?entity=settings&limit=1')).json();
    expect(audit).toMatchObject({
      action: 'update',
      entity: 'settings',
      recordName: 'Site settings',
      // every field that differs from the clean install's neutral settings
      summary: changedFields(CLEAN_SETTINGS, renamed()).join(', '),
    });
  });

  it('restores an earlier version and publishes again', async () => {
    await ctx.call('PUT', '/api/settings', { json: { ...renamed(), tagline: 'Internet for the hills' } });
    const revisions = await (await ctx.call('GET', `/api/settings/${SETTINGS_ID}/revisions`)).json();
    const earlier = revisions.find((r: { after: { tagline: string } }) => r.after.tagline === DEFAULT_SETTINGS.tagline);
    const published = ctx.published.length;
    const res = await ctx.call('POST', `/api/settings/${SETTINGS_ID}/revisions/${earlier._id}/restore`);
    expect(res.status).toBe(200);
    expect((await res.json()).tagline).toBe(DEFAULT_SETTINGS.tagline);
    expect(ctx.published.slice(published)).toEqual(['settings']);
  });

  it('refuses bad settings field by field and keeps what is stored', async () => {
    const before = await (await ctx.call('GET', '/api/settings')).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'ISP name is required'],
      [{ email: 'not an email' }, 'email', 'Please enter a valid email address'],
      [{ foundedBs: 'soon' }, 'foundedBs', 'Founded (year B.S.) must be a number'],
      [{ offices: [] }, 'offices', 'Offices: at least 1'],
      [
        { offices: [{ ...DEFAULT_SETTINGS.offices[0] }, { ...DEFAULT_SETTINGS.offices[1], phone: 'call us' }] },
        'offices.1.phone',
        'Office 2: Phone must be a phone number (digits, spaces, +, - and brackets)',
      ],
      [
        { social: [{ network: 'Myspace', href: 'https://x.example' }] },
        'social.0.network',
        'Social link 1: Choose a network',
      ],
      [
        { social: [{ network: 'Facebook', href: 'javascript:alert(1)' }] },
        'social.0.href',
        'Social link 1: Address must be a web address (https://…)',
      ],
      [
        { paymentPartners: [{ name: 'eSewa', bg: 'green', fg: '#ffffff' }] },
        'paymentPartners.0.bg',
        'Payment partner 1: Badge colour must be a colour such as #1f6feb',
      ],
      [{ name: 'x'.repeat(61) }, 'name', 'ISP name is too long (at most 60 characters)'],
    ];
    for (const [change, field, message] of cases) {
      const res = await ctx.call('PUT', '/api/settings', { json: { ...before, ...change } });
      expect(res.status, field).toBe(400);
      const body = await res.json();
      expect(body.message, field).toBe(message);
      expect(Object.keys(body.errors)).toContain(field);
    }
    expect((await ctx.call('PUT', '/api/settings', { json: { ...before, logo: 'someone-elses.webp' } })).status).toBe(
      400,
    );
    expect(await (await ctx.call('GET', '/api/settings')).json()).toEqual(before);
  });

  it('takes a logo upload with the settings as JSON in a form, and removes it again', async () => {
    const fd = new FormData();
    fd.set('settings', JSON.stringify(renamed()));
    fd.set('logo', new File([(await png()) as Uint8Array<ArrayBuffer>], 'logo.png', { type: 'image/png' }));
    const res = await ctx.call('PUT', '/api/settings', { form: fd });
    expect(res.status).toBe(200);
    const { logo } = await res.json();
    expect(logo).toMatch(/\S/);
    expect((await ctx.app.request(`/uploads/${logo}`)).status).toBe(200);
    const kept = await ctx.call('PUT', '/api/settings', { json: { ...renamed(), logo } });
    expect((await kept.json()).logo).toBe(logo);
    const removed = await ctx.call('PUT', '/api/settings', { json: { ...renamed(), logo: '' } });
    expect((await removed.json()).logo).toBe('');
  });
});
