// `npm run reset-password -- <email> [password]`: sets a new password for an admin user (a
// generated one, printed once, unless one is given) and signs that user out everywhere.
// Reads the database from DATABASE_URL (and .env), like the server.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { resetPassword } from '../src/server/auth/reset-password.ts';

const [email, password] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npm run reset-password -- <email> [password]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL);
try {
  const result = await resetPassword(database.db, email, password);
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
  } else {
    console.log(
      result.generated
        ? `New password for ${email}: ${result.generated}  (shown once)`
        : `Password changed for ${email}.`,
    );
    console.log('Every session of this user has been signed out.');
    console.log(
      result.twoFactorCleared
        ? 'Two-factor sign-in has been turned off for this user (their authenticator app and recovery codes no longer work); they can set it up again under Your account.'
        : 'This user had no two-factor sign-in; nothing to turn off.',
    );
  }
} finally {
  await database.close();
}
