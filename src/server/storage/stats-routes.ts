import { Hono } from 'hono';
import { STAT_TABLES, type StatKey, type Stats } from '../../lib/stats.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';

/** GET /stats: the dashboard's eight counts in one query (one round trip on PostgreSQL too). */
export function statsRoutes(db: Db) {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) => {
    const row = await db
      .selectNoFrom((eb) =>
        Object.entries(STAT_TABLES).map(([key, table]) =>
          eb.selectFrom(table).select(eb.fn.countAll().as('n')).as(key),
        ),
      )
      .executeTakeFirstOrThrow();
    const counts = row as Record<StatKey, unknown>;
    // PostgreSQL's count is a bigint, which pg hands over as text.
    const stats = Object.fromEntries(
      Object.keys(STAT_TABLES).map((key) => [key, Number(counts[key as StatKey])]),
    ) as Stats;
    return c.json(stats);
  });
  return app;
}
