/** @jsxImportSource preact */
import { fill, inDigits } from '../../i18n/fill.ts';
import type { SpeedtestMessages } from '../../i18n/speedtest-en.ts';
import { bufferbloat, type Grade, type LoadedLatency as Figures } from '../../lib/loaded-latency.ts';

const VERDICT: Record<Grade, 'good' | 'fair' | 'poor' | 'bad'> = {
  'A+': 'good',
  A: 'good',
  B: 'fair',
  C: 'poor',
  D: 'bad',
  F: 'bad',
};
const TONE = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  fair: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  poor: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  bad: 'bg-red-50 text-red-800 ring-red-600/30',
};

/** Latency under load: idle, downloading and uploading pings (a table), and the grade in plain words. */
export function LoadedLatency({ t, digits, loaded }: { t: SpeedtestMessages; digits: string; loaded: Figures }) {
  const { increase, grade } = bufferbloat(loaded);
  const verdict = VERDICT[grade];
  const ms = (n: number) => inDigits(n.toFixed(n < 10 ? 1 : 0), digits);
  const rows: [string, number, number][] = [
    [t.loaded.idle, loaded.idleMedian, loaded.idleP90],
    [t.loaded.down, loaded.downMedian, loaded.downP90],
    [t.loaded.up, loaded.upMedian, loaded.upP90],
  ];
  return (
    <section className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-5" data-testid="loaded-latency">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-bold text-slate-900">{t.loaded.title}</h2>
        <p className={`rounded-full px-3 py-1 text-sm font-bold ring-1 ${TONE[verdict]}`} data-testid="loaded-grade">
          {t.loaded.grade} {grade}
        </p>
      </div>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 font-semibold">
              {t.loaded.phase}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.loaded.median}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.loaded.p90}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, median, p90]) => (
            <tr key={label} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 text-left font-medium text-slate-800">
                {label}
              </th>
              <td className="py-1.5 text-right tabular-nums text-slate-900">
                {ms(median)} {t.ms}
              </td>
              <td className="py-1.5 text-right tabular-nums text-slate-700">
                {ms(p90)} {t.ms}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-700" data-testid="loaded-verdict">
        {fill(t.loaded.increase, { ms: ms(increase) })} {t.loaded[verdict]}
      </p>
    </section>
  );
}
