/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { shownPlan, type PlanData } from './types.ts';
import { bookingHref, CATEGORIES, categoryOf, type Category } from './utils/booking-package.ts';
import { wrapIndex } from './utils/wrap-index.ts';
import { fill } from '../i18n/fill.ts';
import type { Lang } from '../i18n/paths.ts';
import type { Messages } from '../i18n/en.ts';
import { planGridClasses } from './utils/plan-grid.ts';
import { keepStateInLanguageSwitch } from './utils/language-switch.ts';
import { StrokeIcon } from './StrokeIcon.tsx';

type PlansMessages = Messages['plans'];
const TABS = CATEGORIES.map((id) => ({ id }));

/** /plans: Home, SME and Dedicated tabs (WAI-ARIA tabs; the hash #sme or #dedicated opens one). */
export default function PlanTabs({ plans, t, lang }: { plans: PlanData[]; t: PlansMessages; lang: Lang }) {
  const [active, setActive] = useState<Category>('home');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const fromHash = window.location.hash.slice(1) as Category;
    if (TABS.some((tab) => tab.id === fromHash)) setActive(fromHash);
    keepStateInLanguageSwitch();
  }, []);

  const select = (id: Category, focus = false) => {
    setActive(id);
    history.replaceState(null, '', id === 'home' ? window.location.pathname : `#${id}`);
    // The open tab is in the hash: the same plans in the other language open it too.
    keepStateInLanguageSwitch();
    if (focus) tabRefs.current[TABS.findIndex((tab) => tab.id === id)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.findIndex((tab) => tab.id === active);
    const to = {
      ArrowRight: wrapIndex(i, 1, TABS.length),
      ArrowLeft: wrapIndex(i, -1, TABS.length),
      Home: 0,
      End: TABS.length - 1,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(TABS[to].id, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t.tabs.label}
        className="mx-auto flex w-fit gap-1 rounded-full bg-slate-100 p-1.5"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => select(tab.id)}
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-slate-700 transition-colors hover:text-brand-800 aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow sm:px-8"
          >
            {t.tabs[tab.id]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className="mt-10 focus-visible:outline-offset-8"
        >
          {tab.id === 'dedicated' ? (
            <DedicatedPanel t={t.dedicated} lang={lang} />
          ) : (
            <PlanGrid plans={plans.filter((p) => categoryOf(p) === tab.id)} t={t} lang={lang} />
          )}
        </div>
      ))}
    </div>
  );
}

function PlanGrid({ plans, t, lang }: { plans: PlanData[]; t: PlansMessages; lang: Lang }) {
  if (plans.length === 0)
    return <p className="card mx-auto max-w-md px-6 py-12 text-center text-slate-600">{t.none}</p>;
  const grid = planGridClasses(plans.length);
  return (
    <ul className={`${grid.list} gap-y-8`}>
      {plans
        .map((data) => ({ ...shownPlan(data), id: data.id, popular: data.popular, category: categoryOf(data) }))
        .map((plan) => (
          <li
            key={plan.id}
            className={`${grid.item} card relative flex flex-col p-7 transition-shadow hover:shadow-lg ${plan.popular ? 'border-2 border-accent-600' : ''}`}
            data-testid="plan-card"
          >
            {plan.popular && (
              <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-600 px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase shadow">
                {t.mostPopular}
              </span>
            )}
            <h2 className="text-xl font-bold text-slate-900">{plan.name}</h2>
            <p className="mt-1 inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              <StrokeIcon className="size-4" d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />
              {plan.speed}
            </p>
            <p className="mt-5">
              <span className="text-3xl font-extrabold tracking-tight text-slate-900">{plan.price}</span>
              <span className="ml-1 text-slate-600">{plan.duration}</span>
            </p>
            {plan.features.length > 0 && (
              <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-6 text-sm text-slate-700">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2.5">
                    <StrokeIcon className="mt-0.5 size-4 shrink-0 text-green-700" width="3" d="M20 6 9 17l-5-5" />
                    <span className="min-w-0">{f}</span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-auto pt-8">
              <a
                href={bookingHref(plan.category, plan.id, lang)}
                className="btn-primary w-full"
                aria-label={fill(t.bookNowLabel, { plan: plan.name })}
              >
                {t.bookNow}
              </a>
            </div>
          </li>
        ))}
    </ul>
  );
}

function DedicatedPanel({ t, lang }: { t: PlansMessages['dedicated']; lang: Lang }) {
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-8 overflow-hidden rounded-3xl bg-brand-950 p-8 text-white shadow-xl sm:p-12 lg:grid-cols-2">
      <div>
        <p className="eyebrow text-accent-400">{t.eyebrow}</p>
        <h2 className="mt-2 text-3xl font-extrabold tracking-tight">{t.title}</h2>
        <p className="mt-4 text-brand-100">{t.text}</p>
        <a href={bookingHref('dedicated', undefined, lang)} className="btn-accent mt-8 px-7 py-3 text-base">
          {t.cta}
        </a>
      </div>
      <ul className="space-y-3 text-sm">
        {t.points.map((p) => (
          <li key={p} className="flex gap-3 rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
            <StrokeIcon className="mt-0.5 size-4 shrink-0 text-accent-400" width="3" d="M20 6 9 17l-5-5" />
            {p}
          </li>
        ))}
      </ul>
    </div>
  );
}
