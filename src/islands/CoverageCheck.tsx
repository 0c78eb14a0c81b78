/** @jsxImportSource preact */
import type { ComponentProps } from 'preact';
import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import { findArea, matchAreas } from '../lib/coverage-match.ts';
import { fill } from '../i18n/fill.ts';
import { NEPALI_DIGITS } from '../i18n/numerals.ts';
import { localePath, type Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import type { AreaData, IncidentNote, PlanData } from './types.ts';
import { CoverageIncident } from './CoverageIncident.tsx';
import { useLive } from './useLive.ts';
import { wrapIndex } from './utils/wrap-index.ts';
import { CoverageAnswer, type Answer } from './CoverageAnswer.tsx';
import { AreaListbox } from './AreaListbox.tsx';
import type { ValidationWords } from './utils/local-errors.ts';
import type WaitingListForm from './WaitingListForm.tsx';

interface Props {
  areas: AreaData[];
  plans: PlanData[];
  t: Messages['coverage'];
  validation: ValidationWords;
  lang: Lang;
  /** the small check on the home page and /plans (a heading of its own, fewer plans) */
  compact?: boolean;
  /** the open incidents (issue 29): a chosen area with one says so */
  incidents?: IncidentNote[];
  /** the note's words (the catalogue's status.coverageNote) */
  incidentWords?: Messages['status']['coverageNote'];
}

/**
 * "Can I get it at my place?" (issue 15): a WAI-ARIA combobox over the areas embedded in the page
 * (no API call while typing), and the answer: the services and fitting plans, or "Not yet" and
 * the waiting list. Before it hydrates, the form is a GET to /coverage?place=…, answered there.
 */
export default function CoverageCheck({
  areas,
  plans,
  t,
  validation,
  lang,
  compact = false,
  incidents = [],
  incidentWords,
}: Props) {
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
      e.preventDefault();
      if (open && active >= 0 && matches[active]) choose(matches[active]);
      else check();
    } else if (e.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };
  const submit = (e: Event) => {
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
              spellcheck={false}
              maxLength={200}
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
              aria-describedby={`${id}-hint`}
              placeholder={t.check.placeholder}
              value={query}
              onInput={(e) => {
                setQuery(e.currentTarget.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              onFocus={() => query && setOpen(true)}
              className="field-input py-3 text-base"
            />
            <AreaListbox
              id={listId}
              label={t.check.suggestions}
              hidden={!showList || matches.length === 0}
              areas={matches}
              active={active}
              optionId={optionId}
              name={label}
              district={district}
              status={t.status}
              onChoose={choose}
            />
          </div>
          {/* Like every public form, inert until its script is live: never a GET with what was typed.
              Pressing it keeps the focus in the input: a blur would close the suggestions, and on a
              phone the button would move up from under the finger before the press ends. */}
          <button
            type="submit"
            className="btn-primary px-7 py-3"
            disabled={!live}
            onMouseDown={(e) => e.preventDefault()}
          >
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
      {answer?.area && incidentWords && (
        <CoverageIncident
          incidents={incidents}
          area={answer.area.name}
          place={answer.place}
          t={incidentWords}
          lang={lang}
        />
      )}
      {answer && (
        <CoverageAnswer id={`${id}-answer`} answer={answer} plans={plans} t={t} lang={lang} compact={compact}>
          <WaitingList key={answer.place} place={answer.place} t={t.form} validation={validation} lang={lang} />
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

/** The waiting list's form, loaded only when a visitor's place is not served yet: most visitors never download it. */
function WaitingList(props: ComponentProps<typeof WaitingListForm>) {
  const [Form, setForm] = useState<typeof WaitingListForm>();
  useEffect(() => {
    void import('./WaitingListForm.tsx').then((module) => setForm(() => module.default));
  }, []);
  return Form ? <Form {...props} /> : null;
}
