// A build process kept warm between publishes (issue 17): Node, Astro, Vite and the site's
// integrations are loaded once. Started by warmBuilder() (site-builder.ts) with the build's
// environment (API_URL, the cache); each message { id, outDir, imageReport, from? } answers
// { id, rendered?, error? } when that publish is in place. With `from` (the live site's folder)
// and a build already run here, the pages are only rendered again from that build's bundle
// (rerender.ts, about a second); otherwise, or when that needs more, Astro's build() runs.
// A message { id, preview } renders one page of a preview (preview-render.ts) and answers { id, html }.
import fs, { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { NeedsFullBuild, rerender } from './rerender.ts';
import { renderPreview } from './preview-render.ts';
import { crossDeviceRename } from './cross-device.ts';
import { NO_SYNC } from './build-options.ts';
import { keptRenderer, type PreviewRecord, setPublishRound } from '../../lib/build-seam.ts';

interface BuildRequest {
  id: number;
  outDir: string;
  imageReport: string;
  from?: string;
}

interface PreviewRequest {
  id: number;
  preview: {
    path: string;
    record: PreviewRecord;
    /** the live site's folder (the page's modules are read from it) */
    liveDir: string;
    /** where a build goes when this process has none to render from yet (never the live folder) */
    scratchDir: string;
  };
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Astro renames a build's assets from this process's working folder into the output, which may be
// on another mount (a SITE_DIR on its own disk): there they are copied instead.
fs.promises.rename = crossDeviceRename(fs.promises.rename);

// Each build's renderer is kept here for rendering again (src/integrations/keep-renderer.ts).
process.env.ASTRO_KEEP_RENDERER = '1';

// One message at a time: a preview waits for the build in progress (they share the renderer and its globals).
let queue = Promise.resolve();
process.on('message', (msg: BuildRequest | PreviewRequest) => {
  queue = queue.then(() => ('preview' in msg ? preview(msg) : publish(msg)));
});

async function preview({ id, preview: { path, record, liveDir, scratchDir } }: PreviewRequest) {
  setPublishRound(id); // the content as it is stored now, read afresh
  let built = false;
  try {
    if (!keptRenderer()) {
      built = true;
      // Started since the last publish: one build, not live, gives the renderer the previews use.
      process.env.ASTRO_OUT_DIR = scratchDir;
      process.env.IMAGE_REPORT_FILE = `${scratchDir}.images.txt`;
      try {
        await build({ root, outDir: scratchDir, logLevel: 'error' }, NO_SYNC);
      } finally {
        rmSync(scratchDir, { recursive: true, force: true });
        rmSync(`${scratchDir}.images.txt`, { force: true });
      }
    }
    const renderer = keptRenderer();
    if (!renderer) throw new Error('The build kept no renderer to preview with');
    process.send?.({ id, built, html: await renderPreview(renderer, path, record, liveDir) });
  } catch (err) {
    process.send?.({ id, built, error: err instanceof Error ? err.message : String(err) });
  }
}

async function publish({ id, outDir, imageReport, from }: BuildRequest) {
  // Read by astro.config.mjs and by the image helper while the pages render.
  process.env.ASTRO_OUT_DIR = outDir;
  process.env.IMAGE_REPORT_FILE = imageReport;
  // Each publish reads the content afresh (src/components/collections.ts).
  setPublishRound(id);
  const renderer = keptRenderer();
  if (from && renderer) {
    try {
      await rerender(renderer, from, outDir);
      process.send?.({ id, rendered: true });
      return;
    } catch (err) {
      // Content the live build cannot show as it is (a new script or style), or the render failed: build in full.
      if (!(err instanceof NeedsFullBuild)) console.error('Rendering again failed, building in full:', err);
      rmSync(outDir, { recursive: true, force: true });
      rmSync(imageReport, { force: true });
    }
  }
  try {
    await build({ root, outDir, logLevel: 'error' }, NO_SYNC);
    process.send?.({ id });
  } catch (err) {
    const message =
      err instanceof Error ? [err.message, (err as { hint?: string }).hint].filter(Boolean).join('\n') : String(err);
    process.send?.({ id, error: message || 'astro build failed' });
  }
}
process.send?.({ ready: true });
// The server went away: so does its builder.
process.on('disconnect', () => process.exit(0));
