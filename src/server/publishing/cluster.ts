import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { createPublisher, howPublished, type PublishJob, type Publisher } from './publisher.ts';
import { publishLease, type PublishLease } from './publish-lease.ts';
import { newVersionName, type BuildTarget, type SiteStore } from './site-builder.ts';
import { siteVersions } from './site-versions.ts';
import { liveSource, recordLiveSource } from './build-source.ts';

const CHANNEL = 'isp_site_version';

export interface ClusterOptions {
  database: Database;
  /** for the LISTEN connection on PostgreSQL */
  databaseUrl: string;
  store: SiteStore;
  instance: string;
  debounceMs: number;
  leaseMs: number;
  /** how often a server checks for a new version and for work left by a dead server */
  pollMs: number;
  log: (line: string) => void;
  /** what a build started now is built from (build-source.ts) */
  source: () => Promise<string>;
}

/**
 * Publishing for one or many servers on one database. A change is counted in the database and
 * built by whichever server takes the lease (one build at a time in the cluster); the built folder
 * is stored in the database and announced (NOTIFY on PostgreSQL), and every server fetches and
 * serves it. A server also checks every `pollMs`: for a version it missed, and for requests that
 * no live server is building (its builder died), which it then builds itself.
 *
 * `build(target)` is the build job (astro build, or a deploy hook that ignores the target).
 */
export function clusterPublishing(o: ClusterOptions, build: (target: BuildTarget) => PublishJob) {
  const { db, kind } = o.database;
  const lease = publishLease(db, o.instance, o.leaseMs);
  const versions = siteVersions(db);
  let requests = Promise.resolve();
  let version = '';
  let wentLive = false;

  // The store the build writes into: its folder is named after the version the lease recorded, and
  // going live stores it in the database before this server serves it.
  const target: BuildTarget = {
    newFolder: () => o.store.folderFor(version),
    current: () => o.store.current(),
    discard: (dir) => o.store.discard(dir),
    async switchTo(dir) {
      await versions.save(basename(dir), dir);
      o.store.switchTo(dir);
      wentLive = true;
    },
  };
  const job = build(target);

  const clusterJob: PublishJob = async () => {
    await requests;
    version = newVersionName();
    const got = await lease.acquire(version);
    if (!got) {
      // Another server is building: try again after a longer wait (the changes keep coming), so a
      // burst spread over several servers still ends in one follow-up, whoever builds it.
      if (await lease.heldElsewhere()) local.schedule('waiting for another server’s build');
      return;
    }
    o.log(`Publishing ${version} (${got.reason})…`);
    wentLive = false;
    const source = await o.source();
    const started = Date.now();
    const heartbeat = setInterval(() => void lease.renew().catch(() => {}), Math.max(500, o.leaseMs / 4));
    let outcome: Parameters<PublishLease['finish']>[1];
    try {
      const result = await job();
      outcome = { ok: true, live: wentLive, durationMs: Date.now() - started, warnings: result?.warnings ?? [] };
      o.log(`Published ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s${howPublished(result)}`);
      for (const line of outcome.warnings) o.log(`  ${line}`);
    } catch (err) {
      outcome = { ok: false, error: err instanceof Error ? err.message : String(err) };
      o.log(`Publish failed: ${outcome.error}`);
    } finally {
      clearInterval(heartbeat);
    }
    const { pending } = await lease.finish(version, outcome);
    if (outcome.ok && wentLive) {
      await recordLiveSource(db, source);
      if (kind === 'postgres') await sql`select pg_notify(${CHANNEL}, ${version})`.execute(db);
      await versions.prune().catch((err) => o.log(`Pruning old site versions failed: ${err.message}`));
    }
    if (pending) local.schedule('follow-up');
    if (!outcome.ok) throw new Error(outcome.error);
  };
  // Its status and log lines would be this server's alone: the cluster's are in the database.
  const local = createPublisher(clusterJob, o.debounceMs);

  const publisher: Publisher = {
    schedule(reason, options) {
      requests = requests
        .then(() => lease.request(reason))
        .catch((err) => o.log(`Could not record the publish request: ${err.message}`));
      local.schedule(reason, options);
      return requests;
    },
    status: () => lease.status(),
    idle: () => local.idle(),
  };

  const follower = followLiveVersion(o, lease, versions);

  return {
    publisher,
    lease,
    /**
     * Serves the live version before the server answers, then keeps up with new ones and, if this
     * server publishes (`takeOver`), builds what a dead server left unbuilt.
     */
    async start(takeOver: boolean) {
      await follower.start(async () => {
        if (takeOver && (await lease.orphaned(o.debounceMs + 2000)))
          local.schedule('taking over an unfinished publish', { immediate: true });
      });
      // Never stale (issue 28): a folder this database never made live (another database built it)
      // is not served; a live version built from another address, settings or release is built again.
      if (!(await lease.state()).liveVersion) o.store.forget();
      else if (takeOver && (await liveSource(db)) !== (await o.source()))
        await publisher.schedule('the site was built for another address, database, settings or release', {
          immediate: true,
        });
    },
    stop: () => follower.stop(),
  };
}

/**
 * Serving: the live version in the database, fetched into the local store when it is new here, on
 * each announcement (LISTEN on PostgreSQL) and every `pollMs`, when `onTick` also runs.
 */
function followLiveVersion(o: ClusterOptions, lease: PublishLease, versions: ReturnType<typeof siteVersions>) {
  const { kind } = o.database;
  let syncing: Promise<void> | undefined;
  const sync = () =>
    (syncing ??= (async () => {
      try {
        const live = (await lease.state()).liveVersion;
        if (!live || live === o.store.currentVersion()) return;
        const dir = o.store.folderFor(live);
        if (existsSync(join(dir, 'index.html')) || (await versions.load(live, dir))) {
          o.store.switchTo(dir);
          o.log(`Serving site version ${live}`);
        }
      } catch (err) {
        o.log(`Could not fetch the live site version: ${(err as Error).message}`);
      } finally {
        syncing = undefined;
      }
    })());

  const timers: ReturnType<typeof setInterval>[] = [];
  let listener: pg.Client | undefined;
  let stopped = false;

  // The publishing server's NOTIFY, on PostgreSQL (elsewhere the poll finds a new version).
  async function listen() {
    if (kind !== 'postgres' || stopped) return;
    const client = new pg.Client({ connectionString: o.databaseUrl });
    const retry = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (!stopped) setTimeout(() => void listen(), 2000).unref();
    };
    listener = client;
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', () => void sync());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      await sync(); // a version that went live while this server was not listening
    } catch {
      retry();
    }
  }

  return {
    async start(onTick: () => Promise<void>) {
      await sync();
      await listen();
      const tick = async () => {
        await sync();
        await onTick();
      };
      timers.push(setInterval(() => void tick().catch(() => {}), o.pollMs));
      timers.forEach((t) => t.unref());
    },
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      const l = listener;
      listener = undefined;
      await l?.end().catch(() => {});
    },
  };
}
