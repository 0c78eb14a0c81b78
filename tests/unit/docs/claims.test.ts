import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The operator's documents describe the product as it is. An issue number means nothing to a
// reader of a clone, and "not yet" about a feature that has shipped sent operators live without it
// ("every user is an admin today", "two-factor sign-in: not yet" after both existed).
const ROOT = resolve(import.meta.dirname, '../../..');
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The features that exist, which no document may call missing or coming. */
const SHIPPED = /two-factor|\b2fa\b|\broles?\b|reset-password|staff accounts|every user is an admin/i;
/** Words that say something is missing or coming. */
const NOT_THERE = /\bnot (?:available |covered )?yet\b|\btoday\b|\bplanned\b|\buntil it lands\b|\bcomes? with\b/i;
const ISSUE = /\bissues? #?\d+/i;

/** The sentences (and headings, table cells) of a Markdown text, code blocks left out. */
function sentences(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split(/(?<=[.!?])\s+|\n\s*\n|\n(?=#|- |\|)|\|/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** What a document says that it must not: issue numbers, and shipped features called missing. */
function staleClaims(markdown: string): string[] {
  return sentences(markdown).filter((s) => ISSUE.test(s) || (NOT_THERE.test(s) && SHIPPED.test(s)));
}

describe('the documents say what is there', () => {
  it('finds the claims that went stale', () => {
    expect(
      staleClaims(
        [
          '## 9. Two-factor sign-in: not yet',
          '',
          'Add a user for each member of staff in Users: every user is an admin today (roles',
          'come with issue 30). A lost password is reset on the machine.',
          '- **Two-factor sign-in** is not available yet: planned (TOTP, recovery codes).',
          '## Scheduled content (issue 31)',
        ].join('\n'),
      ),
    ).toEqual([
      'Two-factor sign-in: not yet',
      'Add a user for each member of staff in Users: every user is an admin today (roles come with issue 30).',
      '- **Two-factor sign-in** is not available yet: planned (TOTP, recovery codes).',
      '## Scheduled content (issue 31)',
    ]);
    expect(staleClaims('Open tickets of its areas not yet attached. The page as it is today.')).toEqual([]);
  });

  for (const doc of DOCUMENTS)
    it(`${doc} names no issue number and calls no shipped feature missing`, () => {
      expect(staleClaims(readFileSync(join(ROOT, doc), 'utf8'))).toEqual([]);
    });
});
