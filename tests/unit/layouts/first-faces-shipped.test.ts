import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { freshFirstFaces } from './count-shaping.ts';

// The shapes of the product's own Nepali words ship with it (src/layouts/first-faces-shipped.ts), so a fresh
// clone's first build does not shape them again. They must be the current font's and HarfBuzz's: otherwise
// they are dead weight and the first start is 10 s of CPU slower. To make them again: start a server on a
// new data folder with the demo (`npm start`), then copy <SITE_DIR>/cache/first-faces/*.json into
// src/layouts/first-faces-words/ in place of the old files.
const FOLDER = 'src/layouts/first-faces-words';
const cache = mkdtempSync(join(tmpdir(), 'first-faces-shipped-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** firstFaces in a fresh module (a new process's) with an empty cache, counting HarfBuzz's shaping calls. */
async function freshFaces(page: string, { shipped }: { shipped: boolean }) {
  vi.stubEnv('SHARED_CACHE_DIR', mkdtempSync(join(cache, 'run-')));
  if (!shipped) vi.doMock('../../../src/layouts/first-faces-shipped.ts', () => ({ shippedWords: () => ({}) }));
  const fresh = await freshFirstFaces();
  try {
    return { faces: await fresh.firstFaces(page), shaped: fresh.shaped() };
  } finally {
    fresh.done();
    vi.doUnmock('../../../src/layouts/first-faces-shipped.ts');
    vi.unstubAllEnvs();
  }
}

it('ships the demo’s and the product’s words shaped for the current font and HarfBuzz, as shaping them gives', async () => {
  const files = readdirSync(FOLDER).sort();
  expect(files.map((f) => f.slice(0, 4))).toEqual(['400-', '700-']);
  const words = Object.keys(JSON.parse(readFileSync(join(FOLDER, files[0]), 'utf8')) as object);
  expect(words.length).toBeGreaterThan(500);
  // A page of 40 of them, spread through the list.
  const page = `<p>${words.filter((_, i) => i % Math.floor(words.length / 40) === 0).join(' ')}</p>`;
  const withShipped = await freshFaces(page, { shipped: true });
  expect(withShipped.shaped, 'the shipped files match the current font and HarfBuzz').toBe(0);
  const shapedHere = await freshFaces(page, { shipped: false });
  expect(shapedHere.shaped).toBeGreaterThan(0);
  expect(withShipped.faces).toEqual(shapedHere.faces);
}, 60_000);
