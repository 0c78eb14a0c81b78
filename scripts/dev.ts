// `npm run dev`: the API (without publishing) on PORT+1 and the Astro dev server on PORT, which
// proxies /api and /uploads to it, both reloading on change. Arguments after `npm run dev --` go to
// astro dev (e.g. --host, or --ignore-lock for a second dev server in one checkout).
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 4321);
const apiPort = port + 1;
const api = `http://127.0.0.1:${apiPort}`;
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/lib', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: String(apiPort), PUBLISH: 'off' },
  }),
  spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...env, API_URL: api, DEV_API_PROXY: api } },
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
