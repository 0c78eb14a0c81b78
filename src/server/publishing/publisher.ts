import type { PublishStatus } from '../../lib/publish-status.ts';

export type { PublishState, PublishStatus } from '../../lib/publish-status.ts';

export interface Publisher {
  /** the cluster's publisher resolves once the request is recorded, so a status read after it shows it */
  schedule(reason: string, options?: { immediate?: boolean }): void | Promise<void>;
  /** the cluster's status comes from the database, hence a promise there */
  status(): PublishStatus | Promise<PublishStatus>;
  /** resolves once nothing is queued or building */
  idle(): Promise<void>;
}

/** One process's publisher: its status is in memory. */
export interface LocalPublisher extends Publisher {
  status(): PublishStatus;
}

/** What a finished build has to report: images it used unprocessed or left out, and how it was made. */
export interface PublishResult {
  warnings: string[];
  /** the pages were rendered again from the last build's code, not built anew (rerender.ts) */
  rendered?: boolean;
}

/** How a publish says in the log that it only rendered the pages again. */
export const howPublished = (result: unknown) =>
  (result as PublishResult | undefined)?.rendered ? ' (pages rendered again from the last build)' : '';

/** Builds (or deploys) one version of the site; rejects with a readable reason. */
// biome-ignore lint/suspicious/noConfusingVoidType: a job may be a plain `async () => {}`, which returns void, not undefined
export type PublishJob = () => Promise<PublishResult | void>;

/** How long a lone change waits for company before its build starts. */
export const FIRST_WAIT_MS = 150;

/**
 * Debounced, single-flight publishing: a burst of changes gives one build, a change during a
 * build gives exactly one more build after it, and two builds never run at once. The quiet time
 * before a build starts short (FIRST_WAIT_MS), so a single edit goes live at once, and doubles with
 * each further change while it waits, up to `debounceMs`, so a stream of edits still gives one build.
 * Changes made during a build count as changes that keep coming: the build after it waits twice as
 * long as the one before, so a burst longer than a (fast) build still ends in one follow-up.
 */
export function createPublisher(
  job: PublishJob,
  debounceMs: number,
  log: (line: string) => void = () => {},
): LocalPublisher {
  const status: PublishStatus = {
    state: 'idle',
    lastSuccessAt: null,
    lastDurationMs: null,
    lastError: null,
    reason: null,
    warnings: [],
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = 0; // the quiet time of the pending build; 0 when none is pending
  let running = false;
  let again: string | undefined;
  let waiters: Array<() => void> = [];

  const settle = () => {
    if (running || timer) return;
    const w = waiters;
    waiters = [];
    w.forEach((resolve) => resolve());
  };

  async function run() {
    timer = undefined;
    const waited = wait;
    wait = 0;
    running = true;
    status.state = 'building';
    const started = Date.now();
    log(`Publishing (${status.reason})…`);
    try {
      const result = await job();
      status.warnings = result?.warnings ?? [];
      status.lastSuccessAt = new Date().toISOString();
      status.lastDurationMs = Date.now() - started;
      status.lastError = null;
      status.state = 'idle';
      log(`Published in ${((Date.now() - started) / 1000).toFixed(1)} s${howPublished(result)}`);
      for (const line of status.warnings) log(`  ${line}`);
    } catch (err) {
      status.lastError = err instanceof Error ? err.message : String(err);
      status.state = 'failed';
      log(`Publish failed: ${status.lastError}`);
    } finally {
      running = false;
    }
    if (again !== undefined) {
      const reason = again;
      again = undefined;
      wait = waited; // the follow-up doubles it
      schedule(reason);
    } else {
      status.reason = null;
      settle();
    }
  }

  function schedule(reason: string, options: { immediate?: boolean } = {}) {
    if (running) {
      again = reason;
      return;
    }
    status.state = 'queued';
    status.reason = reason;
    if (timer) clearTimeout(timer);
    wait = options.immediate ? 0 : Math.min(debounceMs, wait ? wait * 2 : FIRST_WAIT_MS);
    timer = setTimeout(run, wait);
  }

  return {
    schedule,
    status: () => ({
      ...status,
      warnings: [...status.warnings],
      state: running && again !== undefined ? 'building' : status.state,
    }),
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
  };
}
