// One Astro build in a process of its own (ASTRO_BUILD_PROCESS=spawn, site-builder.ts): what
// `astro build` does, without its `astro sync`, which writes the checkout's .astro (issue 42: every
// path the server writes is under its data directory). Reads ASTRO_OUT_DIR and the build's
// environment as astro.config.mjs does; exits 0 when the site is built, 1 with the error on stderr.
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { crossDeviceRename } from './cross-device.ts';
import { NO_SYNC } from './build-options.ts';
import fs from 'node:fs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// The output may be on another mount than this process's working folder (see build-worker.ts).
fs.promises.rename = crossDeviceRename(fs.promises.rename);
try {
  await build({ root, outDir: process.env.ASTRO_OUT_DIR, logLevel: 'error' }, NO_SYNC);
} catch (err) {
  const message =
    err instanceof Error ? [err.message, (err as { hint?: string }).hint].filter(Boolean).join('\n') : String(err);
  console.error(`error: ${message || 'astro build failed'}`);
  process.exit(1);
}
// Vite's and Astro's handles may keep the loop alive after the build.
process.exit(0);
