import type { BookingPackage } from './utils/booking-package.ts';

/** The selected package beside the booking form. */
export function PackageSummary({ pkg }: { pkg: BookingPackage }) {
  const dedicated = pkg.category === 'dedicated';
  const rows = [
    ['Plan', pkg.plan],
    ['Speed', pkg.speed],
    ['Cost', pkg.cost],
    ['Duration', pkg.duration],
  ];
  return (
    <section className="mt-6 overflow-hidden rounded-2xl border border-brand-200 bg-brand-50" aria-labelledby="package-title" data-testid="package-summary">
      <div className="bg-brand-900 px-5 py-3 text-white">
        <h2 id="package-title" className="text-sm font-semibold tracking-wider uppercase">
          Selected package
        </h2>
        <p className="text-lg font-bold">{dedicated ? 'Dedicated Internet' : pkg.plan}</p>
      </div>
      <dl className="divide-y divide-brand-100 px-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2.5 text-sm">
          <dt className="text-slate-600">Category</dt>
          <dd className="font-semibold text-slate-900">{pkg.category === 'sme' ? 'SME' : dedicated ? 'Dedicated' : 'Home'}</dd>
        </div>
      </dl>
      {pkg.features.length > 0 && (
        <ul className="space-y-1.5 border-t border-brand-100 px-5 py-4 text-sm text-slate-700">
          {pkg.features.map((f) => (
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
