import { Hono } from 'hono';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { type CreditDeps, creditRoutes } from './credit-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { statusSummaryRoutes } from './summary.ts';

// The regulator's rules, computed (issue 49): the status summary for apps and routers, the NTA's
// monthly report and the customers' credits. Mounted under /api.
export interface RegulatorDeps extends Omit<CreditDeps, 'now'> {
  db: Db;
  now?: () => Date;
}

export function regulatorRoutes(deps: RegulatorDeps) {
  const app = new Hono<AuthEnv>();
  app.route('/status', statusSummaryRoutes(deps));
  app.route('/report', reportRoutes(deps));
  app.route('/credit', creditRoutes({ ...deps, now: deps.now ?? (() => new Date()) }));
  return app;
}
