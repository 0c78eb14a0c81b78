import { expect, it } from 'vitest';
import { weekFromLegacy } from '../../src/lib/settings/legacy-hours.ts';
import { DEFAULT_SETTINGS } from '../../src/lib/settings/defaults.ts';
import { forEachDatabase } from './setup.ts';

// Issue 42, the upgrade path of office hours: a release before the structured week saved them as
// free text (`officeHours`). Nothing stored is lost: the text is read into the week where it can be,
// kept through later saves, shown to the admin, and goes only when an admin removes it.

// The settings as that release stored them: no week, no holidays.
const { openingHours: _, holidays: __, ...before } = DEFAULT_SETTINGS;
const OLD = {
  ...before,
  name: 'Himal Fibre',
  officeHours: [
    { days: 'Sunday to Thursday', days_ne: 'आइतबारदेखि बिहीबारसम्म', hours: '9:00 AM to 5:00 PM', hours_ne: '' },
    { days: 'Friday', days_ne: 'शुक्रबार', hours: '9:00 AM to 1:00 PM', hours_ne: '' },
  ],
};

forEachDatabase('office hours saved by an earlier release', (ctx) => {
  const store = (value: unknown) =>
    ctx.database.db
      .insertInto('meta')
      .values({ key: 'siteSettings', value: JSON.stringify(value) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  const stored = async () =>
    JSON.parse(
      String(
        (await ctx.database.db.selectFrom('meta').select('value').where('key', '=', 'siteSettings').executeTakeFirst())
          ?.value,
      ),
    );
  const settings = async () => (await ctx.call('GET', '/api/settings', { token: null })).json();

  it('reads free-text hours into the week, keeps the text through a save, and drops it only when asked', async () => {
    await store(OLD);
    const read = await settings();
    expect(read.name).toBe('Himal Fibre');
    expect(read.openingHours).toEqual([
      ...Array.from({ length: 5 }, () => ({ open: '09:00', close: '17:00', closed: false })),
      { open: '09:00', close: '13:00', closed: false },
      { open: '10:00', close: '16:00', closed: true },
    ]);
    expect(await (await ctx.call('GET', '/api/settings/legacy-hours')).json()).toEqual({
      text: 'Sunday to Thursday: 9:00 AM to 5:00 PM; Friday: 9:00 AM to 1:00 PM',
      converted: true,
    });
    expect((await ctx.call('GET', '/api/settings/legacy-hours', { token: null })).status).toBe(401);

    // A save of the settings (the week as read) keeps the earlier text stored.
    const saved = await ctx.call('PUT', '/api/settings', {
      json: { ...DEFAULT_SETTINGS, ...read, tagline: 'Fibre for Pokhara' },
    });
    expect(saved.status).toBe(200);
    expect((await stored()).officeHours).toEqual(OLD.officeHours);
    expect((await settings()).openingHours).toEqual(read.openingHours);

    expect((await ctx.call('DELETE', '/api/settings/legacy-hours')).status).toBe(200);
    expect((await stored()).officeHours).toBeUndefined();
    expect(await (await ctx.call('GET', '/api/settings/legacy-hours')).json()).toEqual({ text: '', converted: false });
    expect((await ctx.call('DELETE', '/api/settings/legacy-hours')).status).toBe(404);
    const [audit] = await (await ctx.call('GET', '/api/audit?entity=settings&limit=1')).json();
    expect(audit.summary).toBe('office hours text from an earlier version removed');
    expect((await settings()).tagline).toBe('Fibre for Pokhara');
  });

  it('keeps hours it cannot read as text for the admin, the week as it was', async () => {
    const odd = [{ days: 'Weekdays', hours: 'By appointment' }];
    await store({ ...OLD, officeHours: odd });
    expect((await settings()).openingHours).toEqual(DEFAULT_SETTINGS.openingHours);
    expect(await (await ctx.call('GET', '/api/settings/legacy-hours')).json()).toEqual({
      text: 'Weekdays: By appointment',
      converted: false,
    });
    expect((await stored()).officeHours).toEqual(odd);
  });
});

it('reads the ways people wrote their hours', () => {
  const week = (days: string, hours: string) => weekFromLegacy([{ days, hours }]);
  expect(
    week('Sun-Fri', '8 AM - 6 PM')
      ?.slice(0, 6)
      .every((d) => d.open === '08:00' && d.close === '18:00'),
  ).toBe(true);
  expect(week('Saturday', '10:00 to 16:00')?.[6]).toEqual({ open: '10:00', close: '16:00', closed: false });
  expect(week('Friday to Sunday', '9 to 5')?.filter((d) => !d.closed)).toHaveLength(3);
  expect(week('Sunday', 'Closed')).toBeUndefined();
  expect(week('Everyday', '9 to 5')).toBeUndefined();
  expect(week('Monday', '6 PM to 8 AM')).toBeUndefined();
});
