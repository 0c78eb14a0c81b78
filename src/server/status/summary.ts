import { Hono } from 'hono';
import { ENTITIES } from '../../lib/entities.ts';
import { affects, type Incident, isOpen, plannedMaintenance } from '../../lib/incidents.ts';
import type { Db } from '../db/index.ts';
import { toRecord } from '../storage/records.ts';

// GET /api/status/summary (issue 49): what a phone app or a router's page needs to show the
// network's state without reading the status page: each area the network reaches and its state
// (its worst open incident's kind, else operational), the open incidents and the maintenance planned.

const RANK = { outage: 0, degraded: 1, maintenance: 2 } as const;

/** The incidents not resolved, as the API lists them. */
export async function unresolvedIncidents(db: Db): Promise<Incident[]> {
  const rows = await db.selectFrom('incident').selectAll().where('status', '!=', 'resolved').orderBy('seq').execute();
  return rows.map((r) => toRecord(ENTITIES.incident, r) as unknown as Incident);
}

export function statusSummaryRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const app = new Hono();
  app.get('/summary', async (c) => {
    const [incidents, areas] = await Promise.all([
      unresolvedIncidents(db),
      db
        .selectFrom('area')
        .select(['name', 'name_ne', 'district', 'kind'])
        .where('status', '=', 'available')
        .where('hidden', '=', 0)
        .orderBy('name')
        .execute(),
    ]);
    const open = incidents.filter(isOpen);
    const brief = (i: Incident) => ({
      id: i._id,
      title: i.title,
      title_ne: i.title_ne || i.title,
      kind: i.kind,
      status: i.status,
      areas: i.areas,
      services: i.services,
      startsAt: i.startsAt,
      endsAt: i.endsAt || null,
    });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      updatedAt: now().toISOString(),
      state: open.length ? open.map((i) => i.kind).sort((a, b) => RANK[a] - RANK[b])[0] : 'operational',
      areas: areas.map((a) => {
        const worst = open.filter((i) => affects(i, a.name)).sort((x, y) => RANK[x.kind] - RANK[y.kind])[0];
        return {
          name: a.name,
          name_ne: a.name_ne || a.name,
          district: a.district,
          kind: a.kind,
          state: worst?.kind ?? 'operational',
        };
      }),
      incidents: open.map(brief),
      maintenance: plannedMaintenance(incidents).map(brief),
    });
  });
  return app;
}
