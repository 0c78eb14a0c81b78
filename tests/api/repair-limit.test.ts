import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/lib/settings/defaults.ts';
import { adoptRepairLimit, readSettings } from '../../src/server/settings/store.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// The repair limit has one source, Site settings › Regulator › Repair limit. REPAIR_LIMIT_HOURS, which
// set it in earlier releases, is read into the setting once on an install that never saved it; after
// that the variable is ignored (and the server says so), and the ticket clock follows the setting.

const trackLimit = async (ctx: TestContext) => {
  const made = await ctx.call('POST', '/api/ticket', {
    json: { name: 'Ram', phone: '9855555555', area: 'Itahari', category: 'no internet', description: 'Down' },
    token: null,
  });
  const { token } = await made.json();
  const res = await ctx.call('GET', `/api/ticket/track?t=${token}`, { token: null });
  return (await res.json()).clock.repairLimitHours as number;
};

forEachDatabase('the repair limit: one setting', (ctx) => {
  it('keeps an earlier install’s REPAIR_LIMIT_HOURS as the setting, once; then the setting alone counts', async () => {
    expect(await adoptRepairLimit(ctx.database.db, undefined)).toBe('none');
    expect(await trackLimit(ctx)).toBe(24);
    // An install that set REPAIR_LIMIT_HOURS=36 and never saved settings: the setting becomes 36.
    expect(await adoptRepairLimit(ctx.database.db, 36)).toBe('adopted');
    expect((await readSettings(ctx.database.db)).repairHours).toBe(36);
    expect(await trackLimit(ctx)).toBe(36);
    // Every other setting still shows its default.
    expect((await readSettings(ctx.database.db)).urbanOutageHours).toBe(4);
    expect(await adoptRepairLimit(ctx.database.db, 36)).toBe('none');
    // Staff change the setting: the variable, still 36, is ignored from then on.
    const saved = await ctx.call('PUT', '/api/settings', { json: { ...DEFAULT_SETTINGS, repairHours: 48 } });
    expect(saved.status).toBe(200);
    expect(await adoptRepairLimit(ctx.database.db, 36)).toBe('ignored');
    expect(await trackLimit(ctx)).toBe(48);
  });
});
