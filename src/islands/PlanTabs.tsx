import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PlanData } from './types.ts';
import { bookingHref, categoryOf, type Category } from './utils/booking-package.ts';
import { wrapIndex } from './utils/wrap-index.ts';
import { planGridClasses } from './utils/plan-grid.ts';
import { POPULAR_BADGE } from '../lib/messages.ts';

const TABS: { id: Category; label: string }[] = [
  { id: 'home', label: 'Home' },
  { id: 'sme', label: 'SME' },
  { id: 'dedicated', label: 'Dedicated' },
];

/** /plans: Home, SME and Dedicated tabs (WAI-ARIA tabs; the hash #sme or #dedicated opens one). */
export default function PlanTabs({ plans }: { plans: PlanData[] }) {
  const [active, setActive] = useState<Category>('home');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const fromHash = window.location.hash.slice(1) as Category;
    if (TABS.some((t) => t.id === fromHash)) setActive(fromHash);
  }, []);

  const select = (id: Category, focus = false) => {
    setActive(id);
    history.replaceState(null, '', id === 'home' ? window.location.pathname : `#${id}`);
    if (focus) tabRefs.current[TABS.findIndex((t) => t.id === id)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.id === active);
    const to = { ArrowRight: wrapIndex(i, 1, TABS.length), ArrowLeft: wrapIndex(i, -1, TABS.length), Home: 0, End: TABS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(TABS[to].id, true);
  };

  return (
    <div>
      <div role="tablist" aria-label="Plan categories" className="mx-auto flex w-fit gap-1 rounded-full bg-slate-100 p-1.5" onKeyDown={onKeyDown}>
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-controls={`panel-${t.id}`}
            aria-selected={active === t.id}
            tabIndex={active === t.id ? 0 : -1}
            onClick={() => select(t.id)}
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-slate-700 transition-colors hover:text-brand-800 aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow sm:px-8"
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div key={t.id} role="tabpanel" id={`panel-${t.id}`} aria-labelledby={`tab-${t.id}`} hidden={active !== t.id} tabIndex={0} className="mt-10 focus-visible:outline-offset-8">
          {t.id === 'dedicated' ? <DedicatedPanel /> : <PlanGrid plans={plans.filter((p) => categoryOf(p) === t.id)} />}
        </div>
      ))}
    </div>
  );
}

function PlanGrid({ plans }: { plans: PlanData[] }) {
  if (plans.length === 0) return <p className="card mx-auto max-w-md px-6 py-12 text-center text-slate-600">No plans available.</p>;
  const grid = planGridClasses(plans.length);
  return (
    <ul className={`${grid.list} gap-y-8`}>
      {plans.map((plan) => (
        <li key={plan.id} className={`${grid.item} card relative flex flex-col p-7 transition-shadow hover:shadow-lg ${plan.popular ? 'border-2 border-accent-600' : ''}`} data-testid="plan-card">
          {plan.popular && (
            <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-600 px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase shadow">{POPULAR_BADGE}</span>
          )}
          <h2 className="text-xl font-bold text-slate-900">{plan.name}</h2>
          <p className="mt-1 inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" /></svg>
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
                  <svg viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 text-green-700" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true"><path d="M20 6 9 17l-5-5" /></svg>
                  <span className="min-w-0">{f}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-auto pt-8">
            <a href={bookingHref(categoryOf(plan), plan.id)} className="btn-primary w-full" aria-label={`Book Now: ${plan.name}`}>
              Book Now
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

function DedicatedPanel() {
  const points = ['Guaranteed, uncontended bandwidth from 10 Mbps to 10 Gbps', 'Symmetric upload and download speeds', 'Static public IP addresses', 'Service-level agreement with 99.9% uptime', 'Redundant fibre paths and 24/7 monitoring', 'A named account manager'];
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-8 overflow-hidden rounded-3xl bg-brand-950 p-8 text-white shadow-xl sm:p-12 lg:grid-cols-2">
      <div>
        <p className="eyebrow text-accent-400">Enterprise</p>
        <h2 className="mt-2 text-3xl font-extrabold tracking-tight">Dedicated Internet</h2>
        <p className="mt-4 text-brand-100">
          For banks, hospitals, hotels, schools and offices that cannot afford to slow down. A dedicated line is built around your needs, so it is priced by quote.
        </p>
        <a href={bookingHref('dedicated')} className="btn-accent mt-8 px-7 py-3 text-base">
          Request Quote
        </a>
      </div>
      <ul className="space-y-3 text-sm">
        {points.map((p) => (
          <li key={p} className="flex gap-3 rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
            <svg viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 text-accent-400" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true"><path d="M20 6 9 17l-5-5" /></svg>
            {p}
          </li>
        ))}
      </ul>
    </div>
  );
}
