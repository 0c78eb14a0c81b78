/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { plansFor } from '../lib/coverage-plans.ts';
import { fill } from '../i18n/fill.ts';
import { localePath, type Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import { shownPlan, type AreaData, type PlanData } from './types.ts';
import { bookingHref, categoryOf } from './utils/booking-package.ts';
import { StrokeIcon } from './StrokeIcon.tsx';

/** What the check answers for: a listed area, or a place typed that no area matches. */
export interface Answer {
  area?: AreaData;
  /** as the visitor reads it (the area's name in the page's language, or what they typed) */
  place: string;
  district?: string;
}

/** The plans shown in the compact check; the full page shows every fitting plan. */
const COMPACT_PLANS = 3;

/** The booking page for a plan, with the area to start the installation address with. */
const withArea = (href: string, answer: Answer) =>
  `${href}&${new URLSearchParams({ area: [answer.place, answer.district].filter(Boolean).join(', ') })}`;

/** The check's answer: the services and plans of an available area, or "Not yet" and the waiting list (children). */
export function CoverageAnswer({
  id,
  answer,
  plans,
  t,
  lang,
  compact,
  children,
}: {
  id: string;
  answer: Answer;
  plans: PlanData[];
  t: Messages['coverage'];
  lang: Lang;
  compact: boolean;
  children: ComponentChildren;
}) {
  const { area, place } = answer;
  if (area?.status !== 'available') {
    return (
      <section
        className="mt-6 rounded-xl border border-amber-200 bg-amber-50/70 p-5 sm:p-6"
        aria-labelledby={id}
        data-testid="coverage-not-yet"
      >
        <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-amber-950">
          <StrokeIcon className="size-6 shrink-0 text-amber-600">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </StrokeIcon>
          {t.notYet.title}
        </h3>
        <p className="mt-1 text-amber-950/90">{fill(area ? t.notYet.comingSoon : t.notYet.notListed, { place })}</p>
        {children}
      </section>
    );
  }
  const fitting = plansFor(area.services, plans);
  const shown = compact ? fitting.slice(0, COMPACT_PLANS) : fitting;
  return (
    <section
      className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50/60 p-5 sm:p-6"
      aria-labelledby={id}
      data-testid="coverage-available"
    >
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-emerald-950">
        <StrokeIcon className="size-6 shrink-0 text-emerald-600" width="2.2">
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </StrokeIcon>
        {fill(t.available.title, { place })}
      </h3>
      <p className="mt-3 text-sm font-semibold text-slate-800">{t.available.services}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {area.services.map((s) => (
          <li
            key={s}
            className="rounded-full bg-white px-3 py-1 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
          >
            {t.services[s as keyof typeof t.services] ?? s}
          </li>
        ))}
      </ul>
      {shown.length > 0 && (
        <>
          <p className="mt-5 text-sm font-semibold text-slate-800">{fill(t.available.plans, { place })}</p>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
            {shown.map((plan) => {
              const words = shownPlan(plan);
              return (
                <li
                  key={plan.id}
                  className="flex flex-col justify-between gap-3 rounded-lg bg-white p-4 shadow-xs ring-1 ring-slate-200"
                >
                  <div>
                    <p className="font-semibold text-slate-900">{words.name}</p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      <span className="whitespace-nowrap">{words.speed}</span> ·{' '}
                      <span className="whitespace-nowrap">{`${words.price}${words.duration}`}</span>
                    </p>
                  </div>
                  <a
                    href={withArea(bookingHref(categoryOf(plan), plan.id, lang), answer)}
                    className="btn-accent self-start"
                    aria-label={fill(t.available.bookNowLabel, { plan: words.name, place })}
                  >
                    {t.available.bookNow}
                  </a>
                </li>
              );
            })}
          </ul>
          {fitting.length > shown.length && (
            <p className="mt-3 text-sm">
              <a href={localePath(lang, '/plans')} className="font-semibold text-brand-700 hover:underline">
                {t.available.more} →
              </a>
            </p>
          )}
        </>
      )}
      {area.services.includes('dedicated') && (
        <p className="mt-4 text-sm text-slate-700">
          {t.available.quote}{' '}
          <a
            href={withArea(bookingHref('dedicated', undefined, lang), answer)}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t.available.quoteCta}
          </a>
        </p>
      )}
    </section>
  );
}
