// A build process kept warm between publishes (issue 17): Node, Astro, Vite and the site's
// integrations are loaded once, and each publish only runs Astro's build() for a new folder.
// Started by warmBuilder() (site-builder.ts) with the build's environment (API_URL, the cache);
// each message { id, outDir, imageReport } answers { id, error? } when that build has finished.
import { fileURLToPath } from 'node:url';
import { build } from 'astro';

interface BuildRequest {
  id: number;
  outDir: string;
  imageReport: string;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
// One build at a time; the parent never sends a second before the first has answered.
process.on('message', async ({ id, outDir, imageReport }: BuildRequest) => {
  // Read by astro.config.mjs and by the image helper while the pages render.
  process.env.ASTRO_OUT_DIR = outDir;
  process.env.IMAGE_REPORT_FILE = imageReport;
  try {
    await build({ root, outDir, logLevel: 'error' });
    process.send?.({ id });
  } catch (err) {
    const message = err instanceof Error ? [err.message, (err as { hint?: string }).hint].filter(Boolean).join('\n') : String(err);
    process.send?.({ id, error: message || 'astro build failed' });
  }
});
process.send?.({ ready: true });
// The server went away: so does its builder.
process.on('disconnect', () => process.exit(0));
