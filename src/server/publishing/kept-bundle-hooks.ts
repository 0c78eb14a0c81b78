// Module hooks of the warm build process: Astro deletes a build's server bundle once the pages
// are written, but the renderer kept for later publishes (src/integrations/keep-renderer.ts) may
// still import modules from it the first time a page needs them (the image service, say). Those
// modules are read from the hard-linked copy kept beside the build cache, at their own URL, so a
// module is never loaded twice. Files are named by their content hash, so a name in the copy
// holds the same code as that name in any build's bundle.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kept } from '../../integrations/keep-renderer.ts';

/** The kept copy of a bundle file, when the URL is one of the kept bundle's and the build deleted it. */
function keptCopy(url: string): string | undefined {
  const bundle = kept.__keptRenderer;
  if (!bundle || !url.startsWith('file:')) return undefined;
  const path = fileURLToPath(url);
  if (!path.startsWith(bundle.bundleDir + sep) || existsSync(path)) return undefined;
  const copy = join(bundle.copyDir, relative(bundle.bundleDir, path));
  return existsSync(copy) ? copy : undefined;
}

export function readKeptBundles() {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (err) {
        if (!specifier.startsWith('.') || !context.parentURL) throw err;
        const url = new URL(specifier, context.parentURL).href;
        if (!keptCopy(url)) throw err;
        return { url, format: 'module', shortCircuit: true };
      }
    },
    load(url, context, nextLoad) {
      const copy = keptCopy(url);
      if (!copy) return nextLoad(url, context);
      return { format: 'module', source: readFileSync(copy, 'utf8'), shortCircuit: true };
    },
  });
}
