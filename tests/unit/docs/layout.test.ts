import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roomsDrawing } from '../server/rooms.ts';

// docs/architecture.md is the map of the source: every folder of src/ and every room of src/server/ is named
// there with what it owns, and its drawing of the rooms' allowed imports is the list the import test holds.
const DOC = readFileSync('docs/architecture.md', 'utf8');
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

describe('docs/architecture.md names every room', () => {
  it('every folder of src/', () => {
    expect(folders('src').filter((f) => !new RegExp(`^src/${f}/ `, 'm').test(DOC))).toEqual([]);
  });

  it('every room of src/server/, and its top-level files', () => {
    expect(folders('src/server').filter((f) => !new RegExp(`^${f}/ `, 'm').test(DOC))).toEqual([]);
    for (const file of ['app.ts', 'main.ts', 'config.ts', 'start.js']) expect(DOC).toContain(`\`${file}\``);
  });

  it('draws the rooms’ allowed imports as the import test lists them', () => {
    expect(DOC).toContain(`\`\`\`\n${roomsDrawing()}\n\`\`\``);
  });
});
