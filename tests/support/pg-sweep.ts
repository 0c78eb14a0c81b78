import pg from 'pg';

// Vitest's global setup: the test files' PostgreSQL schemas, renamed `gone_…` as each file ends
// (./postgres.ts), are dropped once every file has finished, when nothing else reads the catalog;
// and any left by a run that was stopped half-way are dropped before a run starts.

async function sweep() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname like 'gone\\_%'`,
    );
    for (const { name } of rows) await client.query(`drop schema "${name.replace(/"/g, '""')}" cascade`);
  } finally {
    await client.end();
  }
}

export default async function setup() {
  await sweep();
  return sweep;
}
