import { DEDICATED } from '../lib/constants.ts';
import type { Messages } from '../i18n/en.ts';
import type { BookingPackage } from './utils/booking-package.ts';

/** The selected package beside the booking form, in the page's words. */
export function PackageSummary({ pkg, t }: { pkg: BookingPackage; t: Messages['booking']['summary'] }) {
  const dedicated = pkg.category === 'dedicated';
  // A dedicated quote has no plan: its values are all 'Dedicated' (spec §3), named in the page's language.
  const value = (v: string) => (v === DEDICATED ? t.categories.dedicated : v);
  const rows = [
    [t.plan, value(pkg.shown.name)],
    [t.speed, value(pkg.shown.speed)],
    [t.cost, value(pkg.shown.price)],
    [t.duration, value(pkg.shown.duration)],
  ];
  return (
    <section className="mt-6 overflow-hidden rounded-2xl border border-brand-200 bg-brand-50" aria-labelledby="package-title" data-testid="package-summary">
      <div className="bg-brand-900 px-5 py-3 text-white">
        <h2 id="package-title" className="text-sm font-semibold tracking-wider uppercase">
          {t.title}
        </h2>
        <p className="text-lg font-bold">{dedicated ? t.dedicated : pkg.shown.name}</p>
      </div>
      <dl className="divide-y divide-brand-100 px-5">
        {rows.map(([label, shown]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold text-slate-900">{shown}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2.5 text-sm">
          <dt className="text-slate-600">{t.category}</dt>
          <dd className="font-semibold text-slate-900">{t.categories[pkg.category]}</dd>
        </div>
      </dl>
      {pkg.shown.features.length > 0 && (
        <ul className="space-y-1.5 border-t border-brand-100 px-5 py-4 text-sm text-slate-700">
          {pkg.shown.features.map((f) => (
            <li key={f} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">✓</span>
              {f}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
