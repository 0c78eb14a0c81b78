import { vi } from 'vitest';

/**
 * A fresh first-faces module (a new process's), with HarfBuzz's shaping calls counted: `shaped()` says how
 * many words it shaped rather than read from a cache. Call `done()` after.
 */
export async function freshFirstFaces() {
  let shaped = 0;
  vi.resetModules();
  vi.doMock('harfbuzzjs', async (original) => {
    const hb = await original<typeof import('harfbuzzjs')>();
    return {
      ...hb,
      shapeWithTrace: (...args: Parameters<typeof hb.shapeWithTrace>) => {
        shaped++;
        return hb.shapeWithTrace(...args);
      },
    };
  });
  const module = await import('../../../src/layouts/first-faces.ts');
  return { firstFaces: module.firstFaces, shaped: () => shaped, done: () => vi.doUnmock('harfbuzzjs') };
}
