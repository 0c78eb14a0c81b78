import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossary, variantsIn } from '../../../src/i18n/glossary.ts';

/** Every file whose Nepali a visitor or customer reads: catalogues, email templates, demo content. */
const sources = [
  ...readdirSync('src/i18n')
    .filter((f) => f === 'ne.ts' || f.endsWith('-ne.ts'))
    .map((f) => join('src/i18n', f)),
  ...readdirSync('src/server/notify').map((f) => join('src/server/notify', f)),
  ...readdirSync('src/server/demo').map((f) => join('src/server/demo', f)),
  'src/server/preview/preview-pages.ts',
  'src/lib/settings/defaults.ts',
].filter((f) => f.endsWith('.ts'));

describe('Nepali glossary (issue 44)', () => {
  it('reads the catalogues, the email templates and the demo content', () => {
    expect(sources).toContain('src/i18n/ne.ts');
    expect(sources).toContain('src/i18n/support-ne.ts');
    expect(sources).toContain('src/server/notify/status-mail.ts');
    expect(sources).toContain('src/server/demo/incidents.ts');
  });

  it('finds no forbidden variant of a term in them', () => {
    const found = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return glossary.flatMap((term) =>
        variantsIn(text, term).map(
          ({ found, index }) =>
            `${file}:${text.slice(0, index).split('\n').length}: "${found}" (${term.en}: write ${term.ne})`,
        ),
      );
    });
    expect(found).toEqual([]);
  });

  it('matches a variant at a word start with its suffix, never inside another word or an allowed phrase', () => {
    const [network, , page] = glossary;
    expect(variantsIn('सञ्जालको अवस्था', network)).toHaveLength(1);
    expect(variantsIn('सामाजिक सञ्जालमा हामी', network)).toEqual([]);
    expect(variantsIn('पेजहरू', page)).toHaveLength(1);
    expect(variantsIn('स्पेजल', page)).toEqual([]);
    const resolved = glossary.find((t) => t.en === 'resolved')!;
    expect(variantsIn("monitoring: 'मर्मत भयो, निगरानीमा'", resolved)).toEqual([]);
    expect(variantsIn("resolved: 'मर्मत भयो'", resolved)).toHaveLength(1);
  });
});
