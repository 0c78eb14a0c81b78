// The first faces' files (first-faces.ts) between the pages that ask for them and the site they
// are written into. Apart from first-faces.ts, which Vite bundles (its fonts are Vite imports), so
// the publisher and the build's integration load this in plain Node.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstFacesAsked } from '../lib/build-seam.ts';

/** Where the first faces are served from, under the site's hashed (immutable) assets. */
export const FOLDER = '_astro/first-faces';

/**
 * The files pages rendered since the last writeFirstFaces asked for, by name. Through the build seam
 * (src/lib/build-seam.ts): Astro's build runs the pages from its own bundle of first-faces.ts; the
 * integration and the publisher that write the files load this module on their own.
 */
export const asked = firstFacesAsked();

/**
 * Writes the face files the pages rendered since the last call asked for into the site built in
 * `outDir` (after `astro build`, and after a publish renders the pages again). Returns how many.
 */
export function writeFirstFaces(outDir: string): number {
  const folder = join(outDir, FOLDER);
  mkdirSync(folder, { recursive: true });
  let written = 0;
  for (const [name, woff2] of asked) {
    const file = join(folder, name);
    if (!existsSync(file)) {
      writeFileSync(file, woff2);
      written++;
    }
  }
  asked.clear();
  return written;
}
