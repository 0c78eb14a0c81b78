import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeFirstFaces } from '../layouts/first-faces-files.ts';
import { finishPage, htmlFiles } from './built-html.ts';

/**
 * After the build, each page gets what Astro does not give it (src/integrations/built-html.ts):
 * - Astro writes its one-line island style where the first island appears, inside <body>, where
 *   HTML does not permit <style>: it moves into <head>, so every page validates.
 * - A client-only island (the admin) renders nothing until its modules have run, and the browser
 *   finds them a level at a time: the island script, then the component and renderer, then what
 *   they import. Its pages list the whole static import graph as modulepreload links in <head>, so
 *   every module is fetched at once while the HTML is still being read. Islands that hydrate later
 *   (visible, idle) are left alone: preloading them would spend the bandwidth early.
 * - The Nepali pages' first faces are written beside them (src/layouts/first-faces.ts), as the
 *   publisher does after it renders the pages again.
 */
export function finishPages(): AstroIntegration {
  return {
    name: 'finish-pages',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        writeFirstFaces(root);
        const graphs = new Map<string, string[]>();
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const finished = await finishPage(root, html, graphs);
          if (finished !== html) await writeFile(file, finished);
        }
      },
    },
  };
}
