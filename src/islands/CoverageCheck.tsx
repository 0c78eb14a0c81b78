/** @jsxImportSource preact */
import type { ComponentProps } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import { findArea, matchAreas } from '../lib/coverage-match.ts';
import { localePath, type Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import type { AreaData, IncidentNote, PlanData } from './types.ts';
import { CoverageIncident } from './CoverageIncident.tsx';
import { useLive } from './useLive.ts';
import { useAreaCombobox } from './useAreaCombobox.ts';
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
  const [answer, setAnswer] = useState<Answer | null>(null);
  const live = useLive();
  // What a visitor may type of an area: its names and its district, in either language on any page.
  const combo = useAreaCombobox({
    id,
    areas,
    lang,
    t,
    query,
    setQuery,
    onChoose: (area) => setAnswer({ area, place: label(area), district: district(area) }),
    onEnter: () => check(),
  });
  const { name: label, district } = combo.listboxProps;

  const check = (text = query) => {
    const typed = text.trim();
    if (!typed) return;
    // A name typed whole, or the one area the text can mean, is that area; text that several areas
    // match shows them to choose from; text no area matches is a place not listed.
    const candidates = matchAreas(areas, typed);
    const found = findArea(areas, typed) ?? (candidates.length === 1 ? candidates[0] : undefined);
    if (found) combo.choose(found);
    else if (candidates.length > 1) combo.offer();
    else {
      combo.close();
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

  const submit = (e: Event) => {
    e.preventDefault();
    check();
  };

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
              {...combo.inputProps}
              maxLength={200}
              aria-describedby={`${id}-hint`}
              placeholder={t.check.placeholder}
              className="field-input py-3 text-base"
            />
            <AreaListbox {...combo.listboxProps} />
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
          {combo.announcement}
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
