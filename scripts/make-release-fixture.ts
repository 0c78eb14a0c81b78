// Writes tests/fixtures/releases/<version>.db: a small SQLite database made by this release's own
// code (schema, demo content with images, an admin with a known password, the JWT secret, one
// submission of each kind). Run once per release and commit the file; later releases test that
// they upgrade it in place with nothing lost (tests/api/upgrade.test.ts).
import { rmSync } from 'node:fs';
import { resolveSecret } from '../src/server/auth/tokens.ts';
import { testConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { repository } from '../src/server/storage/records.ts';
import { seed } from '../src/server/demo/seed.ts';
import { ENTITIES } from '../src/lib/entities.ts';

const version = process.argv[2] ?? process.env.npm_package_version;
if (!version) throw new Error('usage: node scripts/make-release-fixture.ts <version>');
const file = `tests/fixtures/releases/${version}.db`;
rmSync(file, { force: true });
const database = await openDatabase(`file:${file}`);
await seed(
  database.db,
  testConfig({
    ADMIN_EMAIL: 'fixture@example.com',
    ADMIN_PASSWORD: 'fixture password 1',
    ADMIN_NAME: 'Fixture Admin',
    SEED_DEMO: true,
  }),
);
await resolveSecret(database.db);
await repository(database.db, ENTITIES.booking).insert({
  customerName: 'राम बहादुर',
  address: 'Itahari-6',
  contact: '9852012345',
  email: 'ram@example.com',
  contact2: '',
  remarks: 'Evening call',
  plan: 'Fibernet',
  speed: '100 Mbps',
  cost: 'Rs. 1,500',
  duration: '/month',
});
await repository(database.db, ENTITIES.contact).insert({
  name: 'Sita',
  email: 'sita@example.com',
  subject: 'Hello',
  phone: '9800000000',
  msg: 'नमस्ते',
});
await repository(database.db, ENTITIES.referral).insert({
  customerName: 'Hari',
  phone: '9811111111',
  customerId: 'C-1',
  address: 'Biratnagar',
  friendsName: 'Gita',
  friendsAddress: 'Dharan',
  friendsContact: '9822222222',
  remarks: '',
});
// Fold the WAL into the file so the fixture is one self-contained file.
await (await import('kysely')).sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
await database.close();
console.log(`wrote ${file}`);
