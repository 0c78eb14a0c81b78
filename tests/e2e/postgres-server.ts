// The end-to-end server on PostgreSQL (playwright.postgres.config.ts): a fresh schema in
// TEST_DATABASE_URL for every run, then the real server (src/server/main.ts) on it.
import pg from 'pg';
import { inSchema } from '../support/postgres.ts';

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('TEST_DATABASE_URL is not set');
const schema = `e2e_${Number(process.env.PORT)}`;
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(`drop schema if exists ${schema} cascade`);
await client.query(`create schema ${schema}`);
await client.end();
process.env.DATABASE_URL = inSchema(url, schema);
await import('../../src/server/main.ts');
