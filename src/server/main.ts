import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { loadConfig, PRODUCTION_HASH_COST, type Config } from './config.ts';
import { openDatabase } from './db/index.ts';
import { clusterPublishing } from './publishing/cluster.ts';
import { seed } from './demo/seed.ts';
import { adoptRepairLimit, readSettings } from './settings/store.ts';
import { shipDemoVariants } from './demo/variants.ts';
import { trashPurger } from './history/trash.ts';
import { auditPurger } from './history/audit.ts';
import { outboxPurger } from './notify/outbox.ts';
import { maintenanceNotices } from './status/maintenance-notices.ts';
import { astroBuildJob, deployHookJob, type PreviewPage, siteStore } from './publishing/site-builder.ts';
import { staticSite } from './publishing/static-site.ts';
import { buildFacts, buildSource } from './publishing/build-source.ts';
import { scheduleWatch } from './publishing/schedule.ts';
import { reconciler } from './payments/reconciler.ts';

// `npm start`: one process migrates and seeds the database, serves the API, the uploads and the
// live static site, and rebuilds the site whenever published content changes.
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const database = await openDatabase(config.DATABASE_URL);
const seeded = await seed(database.db, config);
// The repair limit is the Regulator setting alone; REPAIR_LIMIT_HOURS of an earlier release is read into it once.
const repairLimit = await adoptRepairLimit(database.db, config.REPAIR_LIMIT_HOURS);
if (repairLimit === 'adopted')
  console.log(`REPAIR_LIMIT_HOURS=${config.REPAIR_LIMIT_HOURS} was saved as Site settings › Regulator › Repair limit`);
if (repairLimit === 'ignored')
  console.warn(
    'REPAIR_LIMIT_HOURS is ignored: the repair limit is Site settings › Regulator › Repair limit (remove the variable)',
  );
// Deleted records older than 30 days go for good: now, and every hour while the server runs.
const purger = trashPurger(database.db);
await purger.start();
// Audit entries older than AUDIT_KEEP_DAYS go too, the same way (any number of servers may).
const auditPurge = auditPurger(database.db, config.AUDIT_KEEP_DAYS);
await auditPurge.start();
// Sent notifications older than OUTBOX_KEEP_DAYS go as well (each holds the address it went to).
const outboxPurge = outboxPurger(database.db, config.OUTBOX_KEEP_DAYS);
await outboxPurge.start();
const store = siteStore(config.SITE_DIR);
// Editors' previews render in the build process, with the live site's code (issue 31).
let previewPage: PreviewPage | undefined;
const localUrl = `http://127.0.0.1:${config.PORT}`;
// Any number of servers may share the database: builds take turns under a lease in it, and every
// server serves the version stored there (src/server/publishing/cluster.ts).
const cluster = clusterPublishing(
  {
    database,
    databaseUrl: config.DATABASE_URL,
    store,
    instance: `${hostname()}:${config.PORT}:${process.pid}`,
    debounceMs: config.PUBLISH_DEBOUNCE_MS,
    leaseMs: config.PUBLISH_LEASE_SECONDS * 1000,
    pollMs: 3000,
    log: (line) => console.log(line),
    source: () => buildSource(database.db, config.SITE_URL, buildFacts(config)),
  },
  (target) => {
    if (config.PUBLISH === 'off') return async () => {};
    if (config.PUBLISH_HOOK_URL) return deployHookJob(config.PUBLISH_HOOK_URL);
    const cacheDir = join(resolve(config.SITE_DIR), 'cache');
    // the demo photos' variants, made in advance: a fresh clone's first build does not encode them
    if (config.SEED_DEMO) shipDemoVariants(join(resolve(config.SHARED_CACHE_DIR || cacheDir), 'media'));
    const job = astroBuildJob(target, config.BUILD_API_URL ?? localUrl, cacheDir, config.SHARED_CACHE_DIR);
    previewPage = job.preview;
    return job;
  },
);
const publisher = cluster.publisher;
const { app, notifier, payments, usageAlerts, radius } = await createApp({
  database,
  config,
  publisher,
  siteVersion: store.currentVersion,
  // set above, while clusterPublishing made the build job; none with a deploy hook or ASTRO_BUILD_PROCESS=spawn
  previewPage,
});
// Maintenance notices: 72 hours ahead, at the start and at the end, by email and SMS, each once in the cluster.
const notices = maintenanceNotices(database.db, {
  sendsEmail: notifier.sendsStatus,
  smsInserts: notifier.smsInserts,
  ispName: async (lang) => {
    const settings = await readSettings(database.db);
    return (lang === 'ne' && settings.name_ne) || settings.name;
  },
  wake: notifier.wake,
});
notices.start();
// A restarted server serves the live version at once: it is fetched before the port opens.
await cluster.start(config.PUBLISH === 'on');
// Scheduled content (issue 31): a publishing server republishes when a window opens or closes.
const schedule = scheduleWatch(database, publisher, (line) => console.log(line));
if (config.PUBLISH === 'on') schedule.start();
// Open payments are looked up again on a schedule, by one server of a cluster at a time.
const paymentLookups = reconciler({
  db: database.db,
  payments,
  instance: `${hostname()}:${config.PORT}:${process.pid}`,
  now: () => new Date(),
  log: (line) => console.error(line),
});
paymentLookups.start();
// Usage alerts (docs/usage.md): radacct read every 15 minutes; each alert claimed once in the cluster.
usageAlerts?.start();

const root = new Hono();
root.route('/', app);
root.on(
  ['GET', 'HEAD'],
  '*',
  staticSite(store.current, {
    mediaCache: join(resolve(config.SITE_DIR), 'cache', 'media'),
    // Quick pay posts eSewa's signed form to eSewa itself.
    formTargets: [new URL(config.ESEWA_FORM_URL).origin],
  }),
);

const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
const serverOptions = {
  // A request trickled in byte by byte is answered 408 and closed (Node's own request timeouts),
  // checked often enough for the limit to mean what it says.
  requestTimeout,
  headersTimeout: Math.min(30_000, requestTimeout),
  connectionsCheckingInterval: Math.min(5_000, requestTimeout / 3),
  keepAliveTimeout: config.KEEP_ALIVE_SECONDS * 1000,
};
const server = serve({ fetch: root.fetch, port: config.PORT, hostname: config.HOST, serverOptions }, () => {
  const base = `http://localhost:${config.PORT}`;
  console.log(`Site:  ${base}/`);
  console.log(`Admin: ${base}/admin (${database.kind} database)`);
  if (config.PASSWORD_HASH_COST < PRODUCTION_HASH_COST)
    console.warn(
      `PASSWORD_HASH_COST=${config.PASSWORD_HASH_COST}: new passwords are hashed below production's cost (${PRODUCTION_HASH_COST}); for tests only`,
    );
  if (seeded.generatedPassword) {
    console.log(
      `First admin created: ${seeded.adminEmail} / ${seeded.generatedPassword}  (shown once; change it in Admin › Users)`,
    );
  }
  if (!store.current() && !config.PUBLISH_HOOK_URL && config.PUBLISH === 'on')
    publisher.schedule('first start', { immediate: true });
});

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE'
      ? `Port ${config.PORT} is already in use: set PORT to a free port.`
      : `Server error: ${err.message}`,
  );
  process.exit(1);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  purger.stop();
  auditPurge.stop();
  outboxPurge.stop();
  schedule.stop();
  notices.stop();
  usageAlerts?.stop();
  server.close(async () => {
    await radius?.close();
    await paymentLookups.stop();
    await cluster.stop();
    // Hands back any notification claimed but not yet tried, so the next start sends it at once.
    await notifier.stop();
    await database.close();
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open, for KEEP_ALIVE_SECONDS: those idle now, and each
  // connection whose last request in flight is answered (it goes idle then, not before).
  const closeIdle = () => (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  closeIdle();
  setInterval(closeIdle, 100).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
