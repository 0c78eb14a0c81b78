/** @jsxImportSource preact */
import type { Messages } from '../i18n/en.ts';
import type { BookingPackage } from './utils/booking-package.ts';

/**
 * The selected package beside the booking form, in the page's words. A dedicated quote has no
 * plan yet: it shows a dedicated line whose speed and price the team will quote (the booking
 * still stores 'Dedicated').
 */
export function PackageSummary({ pkg, t }: { pkg: BookingPackage; t: Messages['booking']['summary'] }) {
  const dedicated = pkg.category === 'dedicated';
  const rows: readonly (readonly [string, string])[] = dedicated
    ? t.dedicatedRows
    : [
        [t.plan, pkg.shown.name],
        [t.speed, pkg.shown.speed],
        [t.cost, pkg.shown.price],
        [t.duration, pkg.shown.period ?? pkg.shown.duration],
        [t.category, t.categories[pkg.category]],
      ];
  return (
    <section
      className="mt-6 overflow-hidden rounded-2xl border border-brand-200 bg-brand-50"
      aria-labelledby="package-title"
      data-testid="package-summary"
    >
      <div className="bg-brand-900 px-5 py-3 text-white">
        <h2 id="package-title" className="text-sm font-semibold tracking-wider uppercase">
          {t.title}
        </h2>
        <p className="text-lg font-bold">{dedicated ? t.dedicated : pkg.shown.name}</p>
      </div>
      <dl className="divide-y divide-brand-100 px-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="shrink-0 text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {dedicated && <p className="border-t border-brand-100 px-5 py-4 text-sm text-slate-700">{t.dedicatedNote}</p>}
      {pkg.shown.features.length > 0 && (
        <ul className="space-y-1.5 border-t border-brand-100 px-5 py-4 text-sm text-slate-700">
          {pkg.shown.features.map((f) => (
            <li key={f} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                ✓
              </span>
              <span className="min-w-0">{f}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
