import { DEDICATED_SUMMARY } from '../lib/messages.ts';
import type { BookingPackage } from './utils/booking-package.ts';

/**
 * The selected package beside the booking form. A dedicated quote has no plan yet: it shows a
 * dedicated line whose speed and price the team will quote (the booking still stores 'Dedicated').
 */
export function PackageSummary({ pkg }: { pkg: BookingPackage }) {
  const dedicated = pkg.category === 'dedicated';
  const rows: readonly (readonly [string, string])[] = dedicated
    ? DEDICATED_SUMMARY.rows
    : [
        ['Plan', pkg.plan],
        ['Speed', pkg.speed],
        ['Cost', pkg.cost],
        ['Duration', pkg.duration],
        ['Category', pkg.category === 'sme' ? 'SME' : 'Home'],
      ];
  return (
    <section className="mt-6 overflow-hidden rounded-2xl border border-brand-200 bg-brand-50" aria-labelledby="package-title" data-testid="package-summary">
      <div className="bg-brand-900 px-5 py-3 text-white">
        <h2 id="package-title" className="text-sm font-semibold tracking-wider uppercase">
          Selected package
        </h2>
        <p className="text-lg font-bold">{dedicated ? DEDICATED_SUMMARY.title : pkg.plan}</p>
      </div>
      <dl className="divide-y divide-brand-100 px-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="shrink-0 text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {dedicated && <p className="border-t border-brand-100 px-5 py-4 text-sm text-slate-700">{DEDICATED_SUMMARY.note}</p>}
      {pkg.features.length > 0 && (
        <ul className="space-y-1.5 border-t border-brand-100 px-5 py-4 text-sm text-slate-700">
          {pkg.features.map((f) => (
            <li key={f} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">✓</span>
              <span className="min-w-0">{f}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
