import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crossDeviceRename } from '../../../src/server/publishing/cross-device.ts';

// Astro moves a build's assets from the build process's working folder into the output with a
// rename; a SITE_DIR on another mount made the first publish fail with EXDEV. Here the output is
// on /dev/shm (a tmpfs) and the working folder in the temporary folder's (a disk here): a real
// cross-device move, wherever the two are different mounts.
const disk = mkdtempSync(join(tmpdir(), 'cross-device-'));
const other = statSync('/dev/shm', { throwIfNoEntry: false });
const crossDevice = other !== undefined && other.dev !== statSync(disk).dev;

describe.skipIf(!crossDevice)('a rename across mounts', () => {
  const shm = crossDevice ? mkdtempSync('/dev/shm/cross-device-') : '';
  afterAll(() => {
    rmSync(disk, { recursive: true, force: true });
    if (shm) rmSync(shm, { recursive: true, force: true });
  });

  it('fails with EXDEV as a plain rename', async () => {
    writeFileSync(join(disk, 'plain.js'), 'plain');
    await expect(rename(join(disk, 'plain.js'), join(shm, 'plain.js'))).rejects.toMatchObject({ code: 'EXDEV' });
  });

  it('is copied instead: a file and a folder arrive whole, and leave the working folder', async () => {
    const move = crossDeviceRename(rename);
    writeFileSync(join(disk, 'chunk.js'), 'export const a = 1;');
    await move(join(disk, 'chunk.js'), join(shm, 'chunk.js'));
    expect(readFileSync(join(shm, 'chunk.js'), 'utf8')).toBe('export const a = 1;');
    expect(statSync(join(disk, 'chunk.js'), { throwIfNoEntry: false })).toBeUndefined();

    mkdirSync(join(disk, '_astro', 'deep'), { recursive: true });
    writeFileSync(join(disk, '_astro', 'deep', 'style.css'), 'a{}');
    await move(new URL(`file://${join(disk, '_astro')}`), join(shm, '_astro'));
    expect(readFileSync(join(shm, '_astro', 'deep', 'style.css'), 'utf8')).toBe('a{}');
    expect(statSync(join(disk, '_astro'), { throwIfNoEntry: false })).toBeUndefined();
  });

  it('still fails for any other reason', async () => {
    const move = crossDeviceRename(rename);
    await expect(move(join(disk, 'missing.js'), join(shm, 'missing.js'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
