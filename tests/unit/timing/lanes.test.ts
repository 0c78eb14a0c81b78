import { describe, expect, it } from 'vitest';
import { balanceLanes, type FileTimes, inBothPasses, movable, specFiles, testsIn } from '../../timing/lanes.ts';

// The lanes are balanced from measured file times (tests/timing/file-times.json), and a new file lands in one
// by itself: no list kept by hand.
const files = specFiles();
const admin = files.filter(movable);
const times = (e2e: Record<string, number>, vitestWallMs = 600_000): FileTimes => ({
  measured: 'test',
  vitestWallMs,
  vitest: {},
  e2e,
  'e2e-pg': {},
});
const every = (ms: number) => Object.fromEntries(files.map((f) => [f, ms]));

describe('balancing the two lanes', () => {
  it('runs every browser file in at least one pass, and the publishing files in both', () => {
    const lanes = balanceLanes(times(every(20_000)));
    const sqlitePass = files.filter((f) => !f.includes('/admin/') || lanes.adminHere.includes(f));
    const pgPass = files.filter((f) => (f.includes('/admin/') && !lanes.adminHere.includes(f)) || inBothPasses(f));
    expect(new Set([...sqlitePass, ...pgPass])).toEqual(new Set(files));
    expect(files.filter(inBothPasses).every((f) => sqlitePass.includes(f) && pgPass.includes(f))).toBe(true);
    expect(lanes.adminHere).toContain('tests/e2e/admin/large-lists.spec.ts');
  });

  it('moves admin files, longest first, until the lanes are within a file of each other', () => {
    const lanes = balanceLanes(times(every(20_000), 600_000));
    expect(Math.abs(lanes.vitestPg - lanes.e2e)).toBeLessThanOrEqual(20_000);
    // Vitest took an hour: every admin file goes to the SQLite pass.
    const long = balanceLanes(times(every(20_000), 60 * 60_000));
    expect(long.adminHere).toEqual(files.filter((f) => f.includes('/admin/')));
  });

  it('counts a file never measured as its tests times the measured time of a test in its folder', () => {
    const [fresh] = admin;
    const measured = every(20_000);
    delete measured[fresh];
    const total = (l: { vitestPg: number; e2e: number }) => l.vitestPg + l.e2e;
    const rates = admin.filter((f) => f !== fresh).map((f) => 20_000 / testsIn(f));
    const rate = rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)];
    const without = total(balanceLanes(times({ ...measured, [fresh]: 0 })));
    expect(total(balanceLanes(times(measured))) - without).toBeCloseTo(testsIn(fresh) * rate, 0);
  });

  it('keeps the last measured split until a whole run’s figures are in', () => {
    // One file run alone on a busy machine (7 minutes) moves nothing.
    const alone = balanceLanes(times({ 'tests/e2e/publish/email-off.spec.ts': 420_000 }));
    expect(alone).toEqual(balanceLanes(times({})));
    expect(balanceLanes(times({})).adminHere.map((f) => f.replace(/^.*\//, ''))).toEqual([
      'focal-point.spec.ts',
      'large-lists.spec.ts',
      'phone-photo.spec.ts',
      'preview.spec.ts',
    ]);
  });
});
