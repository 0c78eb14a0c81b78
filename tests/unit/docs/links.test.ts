import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

// A clone holds only the repository: every link the documentation makes must land inside it, on a
// file that is there, at a heading that is there.
const ROOT = resolve(import.meta.dirname, '../../..');
const DOCUMENTS = [
  'README.md',
  'tests/SPEC-COVERAGE.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Markdown links `[text](target)` outside code, and paths written in code spans that climb out with `../`. */
function references(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const links = [...prose.replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  const codePaths = [...prose.matchAll(/`(\.\.\/[^`\s]+)`/g)].map((m) => m[1]);
  return [...links, ...codePaths];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((m) => slug(m[1])));
}

/** What is wrong with one link in `document`, or '' when it is good. */
function problem(document: string, target: string): string {
  if (/^(https?|mailto):/.test(target)) return '';
  const [path, anchor] = target.split('#');
  const file = path ? resolve(ROOT, dirname(document), path) : join(ROOT, document);
  const inside = relative(ROOT, file);
  if (inside.startsWith('..') || inside.startsWith('/')) return 'points outside the repository';
  if (!existsSync(file)) return 'points at a file that does not exist';
  if (anchor && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor))
    return `names a heading ${inside} does not have`;
  return '';
}

it('finds the links it checks', () => {
  expect(DOCUMENTS).toContain('docs/spec.md');
  expect(references('See [the API](docs/api.md#lists) and `../shared/spec.md`; `npm test`.')).toEqual([
    'docs/api.md#lists',
    '../shared/spec.md',
  ]);
  expect(problem('README.md', '../shared/spec.md')).toBe('points outside the repository');
  expect(problem('README.md', 'docs/nowhere.md')).toBe('points at a file that does not exist');
  expect(problem('README.md', 'docs/api.md#nowhere')).toBe('names a heading docs/api.md does not have');
  expect(slug("Static pages and the spec's loading states")).toBe('static-pages-and-the-specs-loading-states');
});

it.each(DOCUMENTS)('%s links only to files in the repository', (document) => {
  const wrong = references(readFileSync(join(ROOT, document), 'utf8'))
    .map((target) => [target, problem(document, target)])
    .filter(([, why]) => why)
    .map(([target, why]) => `${target}: ${why}`);
  expect(wrong).toEqual([]);
});
