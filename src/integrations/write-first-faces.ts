import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeFirstFaces } from '../layouts/first-faces-files.ts';

/** After the build, the first faces its Nepali pages ask for are written beside them (src/layouts/first-faces.ts). */
export function firstFaces(): AstroIntegration {
  return {
    name: 'first-faces',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFirstFaces(fileURLToPath(dir));
      },
    },
  };
}
