import { lazy, Suspense, useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { findArea, matchAreas } from '../lib/coverage-match.ts';
import { fill } from '../i18n/fill.ts';
import { NEPALI_DIGITS } from '../i18n/numerals.ts';
import { localePath, type Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import type { AreaData, PlanData } from './types.ts';
import { useLive } from './useLive.ts';
import { wrapIndex } from './utils/wrap-index.ts';
import { CoverageAnswer, type Answer } from './CoverageAnswer.tsx';
import type { ValidationWords } from './utils/local-errors.ts';

// Loaded only when a visitor's place is not served yet: most visitors never download the form.
const WaitingListForm = lazy(() => import('./WaitingListForm.tsx'));

interface Props {
  areas: AreaData[];
  plans: PlanData[];
  t: Messages['coverage'];
  validation: ValidationWords;
  lang: Lang;
  /** the small check on the home page and /plans (a heading of its own, fewer plans) */
  compact?: boolean;
}

/**
 * "Can I get it at my place?" (issue 15): a WAI-ARIA combobox over the areas embedded in the page
 * (no API call while typing), and the answer: the services and fitting plans, or "Not yet" and
 * the waiting list. Before it hydrates, the form is a GET to /coverage?place=…, answered there.
 */
export default function CoverageCheck({ areas, plans, t, validation, lang, compact = false }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const live = useLive();
  // What a visitor may type of an area: its names and its district, in either language on any page.
  const matches = useMemo(() => matchAreas(areas, query), [areas, query]);
  const label = (area: AreaData) => (lang === 'ne' && area.name_ne) || area.name;
  const district = (area: AreaData) => t.districts[area.district] ?? area.district;
  const listId = `${id}-areas`;
  const optionId = (i: number) => `${id}-area-${i}`;

  const choose = (area: AreaData) => {
    setQuery(label(area));
    setOpen(false);
    setActive(-1);
    setAnswer({ area, place: label(area), district: district(area) });
  };
  const check = (text = query) => {
    const typed = text.trim();
    if (!typed) return;
    // A name typed whole, or the one area the text can mean, is that area; text that several areas
    // match shows them to choose from; text no area matches is a place not listed.
    const candidates = matchAreas(areas, typed);
    const found = findArea(areas, typed) ?? (candidates.length === 1 ? candidates[0] : undefined);
    if (found) choose(found);
    else if (candidates.length > 1) {
      setOpen(true);
      setActive(0);
    } else {
      setOpen(false);
      setAnswer({ place: typed });
    }
  };

  // A link to /coverage?place=… is answered at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load
  useEffect(() => {
    const place = new URLSearchParams(window.location.search).get('place');
    if (!compact && place) {
      setQuery(place);
      check(place);
    }
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!count) return;
      setOpen(true);
      setActive((i) =>
        !open || i < 0 ? (e.key === 'ArrowDown' ? 0 : count - 1) : wrapIndex(i, e.key === 'ArrowDown' ? 1 : -1, count),
      );
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (open && active >= 0 && matches[active]) choose(matches[active]);
      else check();
    } else if (e.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    check();
  };

  const showList = open && query.trim() !== '';
  const announcement = showList
    ? matches.length === 0
      ? t.check.noResults
      : matches.length === 1
        ? t.check.oneResult
        : fill(t.check.results, { n: matches.length }, lang === 'ne' ? NEPALI_DIGITS : undefined)
    : '';
  return (
    <div className={compact ? 'card p-5 sm:p-7' : 'card p-5 sm:p-8'} data-testid="coverage-check">
      <h2
        id={`${id}-title`}
        className={compact ? 'text-xl font-bold text-slate-900 sm:text-2xl' : 'text-2xl font-bold text-slate-900'}
      >
        {t.check.title}
      </h2>
      <p className="mt-1 text-slate-600">{t.check.lead}</p>
      <form role="search" aria-labelledby={`${id}-title`} method="post" onSubmit={submit} className="mt-5">
        <label htmlFor={`${id}-place`} className="field-label">
          {t.check.label}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <input
              id={`${id}-place`}
              name="place"
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
              aria-describedby={`${id}-hint`}
              placeholder={t.check.placeholder}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              onFocus={() => query && setOpen(true)}
              className="field-input py-3 text-base"
            />
            <div
              id={listId}
              role="listbox"
              aria-label={t.check.suggestions}
              hidden={!showList || matches.length === 0}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
            >
              {matches.map((area, i) => (
                <div
                  key={area.id}
                  id={optionId(i)}
                  role="option"
                  // Focus stays in the input (aria-activedescendant); an option is reached by the arrows.
                  tabIndex={-1}
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(area)}
                  className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 ${i === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
                >
                  <span>
                    <span className="font-medium text-slate-900">{label(area)}</span>
                    {/* Read as "Itahari-6, Sunsari, Available" */}
                    <span className="sr-only">, </span>
                    <span className="ml-2 text-sm text-slate-600">{district(area)}</span>
                    <span className="sr-only">, </span>
                  </span>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${area.status === 'available' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
                  >
                    {t.status[area.status]}
                  </span>
                </div>
              ))}
            </div>
          </div>
          {/* Like every public form, inert until its script is live: never a GET with what was typed. */}
          <button type="submit" className="btn-primary px-7 py-3" disabled={!live}>
            {t.check.button}
          </button>
        </div>
        <p id={`${id}-hint`} className="sr-only">
          {t.check.hint}
        </p>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </form>
      {answer && (
        <CoverageAnswer id={`${id}-answer`} answer={answer} plans={plans} t={t} lang={lang} compact={compact}>
          <Suspense fallback={null}>
            <WaitingListForm key={answer.place} place={answer.place} t={t.form} validation={validation} lang={lang} />
          </Suspense>
        </CoverageAnswer>
      )}
      {compact && (
        <p className="mt-4 text-sm">
          <a href={localePath(lang, '/coverage')} className="font-semibold text-brand-700 hover:underline">
            {t.check.full} →
          </a>
        </p>
      )}
    </div>
  );
}
