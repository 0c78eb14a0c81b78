import { stringify } from 'csv-stringify/sync';
import { type Context, Hono } from 'hono';
import { ENTITIES } from '../../lib/entities.ts';
import type { Incident } from '../../lib/incidents.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { toRecord } from '../storage/records.ts';
import { monthSpan, type NtaReport, ntaReport } from './nta-report.ts';

// GET /api/report/nta?month=2026-11 (JSON) and &format=csv: the NTA's monthly report (issue 49).

const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

async function reportOf(db: Db, month: string, now: Date): Promise<NtaReport> {
  const { from, to } = monthSpan(month);
  const [fromIso, toIso] = [new Date(from).toISOString(), new Date(to).toISOString()];
  const [tickets, incidentRows, areas, credits] = await Promise.all([
    db
      .selectFrom('ticket')
      .select(['createdAt', 'resolvedAt', 'status'])
      .where('createdAt', '>=', fromIso)
      .where('createdAt', '<', toIso)
      .execute(),
    // Any incident that may touch the month: begun before its end (the few still open included).
    db.selectFrom('incident').selectAll().where('startsAt', '<', toIso).execute(),
    db.selectFrom('area').select(['name', 'kind']).where('status', '=', 'available').orderBy('name').execute(),
    db
      .selectFrom('credit')
      .select(['hours', 'days', 'rebatePaisa'])
      .where('status', '=', 'approved')
      .where('periodStart', '>=', `${month}-01`)
      .where('periodStart', '<=', `${month}-31`)
      .execute(),
  ]);
  const incidents = incidentRows.map((r) => toRecord(ENTITIES.incident, r) as unknown as Incident);
  for (const [k, r] of incidentRows.entries()) Object.assign(incidents[k]!, { noticeReason: r.noticeReason });
  return ntaReport({
    month,
    tickets,
    incidents,
    areas,
    credits: credits.map((c) => ({ hours: Number(c.hours), days: Number(c.days), rebatePaisa: Number(c.rebatePaisa) })),
    now: now.getTime(),
  });
}

/** The report as a spreadsheet: one figure a row, under its section. */
export function reportCsv(r: NtaReport): string {
  const c = r.complaints;
  const rows: (string | number)[][] = [
    ['Section', 'Item', 'Figure', 'Percent', 'Note'],
    ['Complaints', 'Received', c.received, '', r.month],
    ['Complaints', 'Resolved within 24 hours', c.within24h.count, c.within24h.percent, ''],
    ['Complaints', 'Resolved within 72 hours', c.within72h.count, c.within72h.percent, ''],
    ['Complaints', 'Median repair time (hours)', c.medianRepairHours ?? '', '', ''],
    ...r.areas.map((a) => ['Downtime (hours)', a.name, a.downtimeHours, a.availability, a.kind]),
    ...r.maintenance.map((m) => [
      'Planned maintenance',
      `${m.title} (${m.areas.join('; ') || 'whole network'})`,
      m.noticeHours,
      '',
      `${m.startsAt} to ${m.endsAt || 'open'}; notice ${m.short ? 'UNDER 72 HOURS' : 'given'}${m.reason ? `: ${m.reason}` : ''}`,
    ]),
    ['Credits', 'Approved', r.credits.count, '', ''],
    ['Credits', 'Hours credited', r.credits.hours, '', ''],
    ['Credits', 'Days of extension', r.credits.days, '', ''],
    ['Credits', 'Rebates (Rs.)', (r.credits.rebatePaisa / 100).toFixed(2), '', ''],
  ];
  return stringify(rows);
}

export function reportRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const app = new Hono<AuthEnv>();
  // JSON, or CSV with &format=csv or at /nta/export.csv (the admin's export, as the lead lists' is).
  const answer = (csv: boolean) => async (c: Context) => {
    const month = c.req.query('month') ?? '';
    if (!MONTH.test(month))
      throw new ApiError(400, 'Month must be a month such as 2026-11', { month: 'Choose a month' });
    const report = await reportOf(db, month, now());
    if (!csv && c.req.query('format') !== 'csv') return c.json(report);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="nta-report-${month}.csv"`);
    return c.body(reportCsv(report));
  };
  app.get('/nta', answer(false));
  app.get('/nta/export.csv', answer(true));
  return app;
}
