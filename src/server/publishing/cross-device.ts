import type { PathLike } from 'node:fs';
import { cp, rm } from 'node:fs/promises';

type Rename = (from: PathLike, to: PathLike) => Promise<void>;
/** cp and rm take no Buffer path */
const path = (p: PathLike) => (Buffer.isBuffer(p) ? p.toString() : p);

/**
 * A rename that copies where a rename cannot cross (EXDEV: the two paths are on different mounts,
 * a SITE_DIR on its own disk or a tmpfs), then removes the original. Astro moves a build's assets
 * from its working folder into the output with a rename (build-worker.ts installs this for it).
 */
export function crossDeviceRename(rename: Rename): Rename {
  return async (from, to) => {
    try {
      await rename(from, to);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await rm(path(to), { recursive: true, force: true });
      await cp(path(from), path(to), { recursive: true, preserveTimestamps: true });
      await rm(path(from), { recursive: true, force: true });
    }
  };
}
