/** CI=true (and not CI=false): what a test needs must be there. */
export const IN_CI = Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * Whether a test that needs a tool (systemd-analyze, nginx, an older Node) may be skipped: only where the tool is
 * missing and CI is not set. Under CI=true the test runs, and fails, naming what is missing (`needs`).
 */
export const skipOutsideCi = (present: boolean) => !present && !IN_CI;

/** The first assertion of such a test: the tool it needs is there (`what` says which and where). */
export function needs(present: unknown, what: string): void {
  if (!present) throw new Error(`CI=true and ${what} is missing: install it (see .ci/run) rather than skip this test`);
}
