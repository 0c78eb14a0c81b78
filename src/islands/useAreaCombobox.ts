import { useMemo, useState } from 'preact/hooks';
import { matchAreas } from '../lib/coverage-match.ts';
import { fill } from '../i18n/fill.ts';
import { digitsOf } from '../i18n/numerals.ts';
import type { Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import type { AreaData } from './types.ts';
import { wrapIndex } from './utils/wrap-index.ts';

/** The coverage catalogue's words the combobox speaks. */
export type ComboboxWords = Pick<Messages['coverage'], 'check' | 'status'>;

interface Options {
  /** the prefix of the listbox's and options' ids */
  id: string;
  areas: AreaData[];
  lang: Lang;
  t: ComboboxWords;
  query: string;
  setQuery: (text: string) => void;
  /** an area taken from the suggestions */
  onChoose: (area: AreaData) => void;
  /** Enter with no suggestion under the arrows (the coverage check checks what was typed) */
  onEnter?: () => void;
}

/**
 * The coverage combobox (WAI-ARIA, the focus staying in the input): the areas matching what was
 * typed in either language, chosen with the arrows and Enter or a click, and the count announced.
 * The coverage check (home, /plans, /coverage) and the fault report's area field (/support) share it.
 */
export function useAreaCombobox({ id, areas, lang, t, query, setQuery, onChoose, onEnter }: Options) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => matchAreas(areas, query), [areas, query]);
  const name = (area: AreaData) => (lang === 'ne' && area.name_ne) || area.name;
  const district = (area: AreaData) => (lang === 'ne' && area.district_ne) || area.district;
  const listId = `${id}-areas`;
  const optionId = (i: number) => `${id}-area-${i}`;
  const showList = open && query.trim() !== '';

  const choose = (area: AreaData) => {
    setQuery(name(area));
    setOpen(false);
    setActive(-1);
    onChoose(area);
  };
  /** Shows the suggestions, the arrows on the first (text several areas match). */
  const offer = () => {
    setOpen(true);
    setActive(0);
  };
  const close = () => setOpen(false);

  const onKeyDown = (e: KeyboardEvent) => {
    const count = matches.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!count) return;
      setOpen(true);
      setActive((i) =>
        !open || i < 0 ? (e.key === 'ArrowDown' ? 0 : count - 1) : wrapIndex(i, e.key === 'ArrowDown' ? 1 : -1, count),
      );
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && matches[active]) {
        e.preventDefault();
        choose(matches[active]);
      } else if (onEnter) {
        e.preventDefault();
        onEnter();
      }
    } else if (e.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  const announcement = showList
    ? matches.length === 0
      ? t.check.noResults
      : matches.length === 1
        ? t.check.oneResult
        : fill(t.check.results, { n: matches.length }, digitsOf(lang))
    : '';

  return {
    matches,
    choose,
    offer,
    close,
    announcement,
    /** what the input carries besides its own id, label and looks */
    inputProps: {
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      spellcheck: false,
      'aria-autocomplete': 'list',
      'aria-expanded': showList,
      'aria-controls': listId,
      'aria-activedescendant': showList && active >= 0 ? optionId(active) : undefined,
      value: query,
      onInput: (e: Event) => {
        setQuery((e.currentTarget as HTMLInputElement).value);
        setOpen(true);
        setActive(-1);
      },
      onKeyDown,
      onBlur: () => setOpen(false),
      onFocus: () => query && setOpen(true),
    } as const,
    listboxProps: {
      id: listId,
      label: t.check.suggestions,
      hidden: !showList || matches.length === 0,
      areas: matches,
      active,
      optionId,
      name,
      district,
      status: t.status,
      onChoose: choose,
    },
  };
}
