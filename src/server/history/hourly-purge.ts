export interface PurgeOptions {
  now?: () => Date;
  intervalMs?: number;
  log?: (message: string) => void;
}

/**
 * Runs a purge when started and every hour while the server runs (the trash's and the audit's). A
 * failed purge is logged and counts as nothing purged; the next hour tries again.
 */
export function hourlyPurge<T>(
  what: string,
  purge: (now: Date) => Promise<T>,
  nothing: T,
  { now = () => new Date(), intervalMs = 60 * 60 * 1000, log = console.error }: PurgeOptions = {},
) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purge(now()).catch((err: Error) => {
      log(`Purging ${what} failed: ${err.message}`);
      return nothing;
    });
  return {
    run,
    async start() {
      const first = await run();
      timer = setInterval(run, intervalMs);
      timer.unref();
      return first;
    },
    stop: () => clearInterval(timer),
  };
}
