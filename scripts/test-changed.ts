// `npm run test:changed [-- <git ref>]`: the tests a change touches, in minutes rather than the gate's 20.
// Vitest runs every test file whose imports reach a file changed since <ref> (default: the uncommitted
// changes, staged or not), on SQLite only unless TEST_DIALECT says otherwise (the gate runs both); then
// Playwright runs the browser test files changed since <ref> and those whose imports (helpers) changed, on
// SQLite. A change under src/ that a browser test reaches only through the built site is not picked: name
// the file (`npx playwright test tests/e2e/…`). docs/testing.md has the filters underneath.
import { spawnSync } from 'node:child_process';

const ref = process.argv[2];
const run = (cmd: string, args: string[]) => {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DIALECT: process.env.TEST_DIALECT ?? 'sqlite' },
  });
  if (status !== 0) process.exit(status ?? 1);
};
run('npx', ['vitest', 'run', ref ? `--changed=${ref}` : '--changed', '--passWithNoTests']);
const onlyChanged = ref ? `--only-changed=${ref}` : '--only-changed';
// Listing starts no server: without a browser test to run, the server's first build (minutes) is not waited for.
const listed = spawnSync('npx', ['playwright', 'test', onlyChanged, '--list'], { encoding: 'utf8' }).stdout ?? '';
if (/Total: 0 tests/.test(listed)) console.log('\nNo browser test file changed.');
else run('npx', ['playwright', 'test', onlyChanged, '--pass-with-no-tests']);
