import { openDatabase } from '../../src/server/db/index.ts';

/**
 * The e2e server's own database, SQLite or PostgreSQL as the config runs it (E2E_DATABASE_URL), for a
 * set-up the API would pay for with a rebuild of the site (a plan's data cap read live by the server).
 */
export const serverDatabase = () => openDatabase(process.env.E2E_DATABASE_URL);
