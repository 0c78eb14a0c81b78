// `npm run seed`: migrates the database named by DATABASE_URL and fills it as a first start would
// (the first admin, and the demo content unless SEED_DEMO=false). Safe to repeat: a database
// that already has an admin or its demo content is left as it is.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { seed } from '../src/server/demo/seed.ts';

const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL);
try {
  const result = await seed(database.db, config);
  if (result.adminEmail)
    console.log(
      `First admin created: ${result.adminEmail}${result.generatedPassword ? ` / ${result.generatedPassword}  (shown once)` : ''}`,
    );
  console.log(`Seeded ${config.DATABASE_URL}`);
} finally {
  await database.close();
}
