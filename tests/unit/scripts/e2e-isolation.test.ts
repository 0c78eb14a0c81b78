import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// Any end-to-end file passes alone and in any order only if it leaves the records as it found
// them: each calls keepDataAsFound() (tests/e2e/keep-data.ts), or says how it cleans up itself.
const ROOT = join(import.meta.dirname, '..', '..', 'e2e');
const specs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? specs(join(dir, e.name)) : e.name.endsWith('.spec.ts') ? [join(dir, e.name)] : [],
  );

it('every e2e file keeps the data as it found it', () => {
  const careless = specs(ROOT).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return !/^keepDataAsFound\(\);$/m.test(text) && !/cleans its own rows/.test(text);
  });
  expect(careless.map((f) => relative(ROOT, f))).toEqual([]);
});
