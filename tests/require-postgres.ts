/**
 * TEST_DATABASE_URL, or undefined where it may be absent. In CI (CI=true) its absence fails the
 * run with this message, rather than letting the PostgreSQL tests vanish without a word.
 */
export function requirePostgresInCi(what: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI && process.env.CI !== 'false') {
    throw new Error(
      `CI=true but TEST_DATABASE_URL is not set: ${what} would be skipped. Point it at a PostgreSQL database (see .ci/run).`,
    );
  }
  return url || undefined;
}
