/** @jsxImportSource preact */
import { fill } from '../../i18n/fill.ts';
import { localNumber } from '../../i18n/numerals.ts';
import { formatDay, formatWhen, unbroken } from '../../lib/format-date.ts';
import { formatOctets } from '../../lib/usage.ts';
import type { Account, Words } from './types.ts';

type LineUse = NonNullable<Account['usage']>;

/** One fact of the account as a term and its value (inside a <dl>). */
export function Fact({
  label,
  value,
  testId,
  large,
}: {
  label: string;
  value: string;
  testId?: string;
  large?: boolean;
}) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={`${large ? 'whitespace-nowrap sm:text-lg ' : ''}font-semibold text-slate-900`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/** The day-by-day bars, drawn as SVG (download below, upload on top); the table beside it says the same. */
function DailyChart({ words, usage }: { words: Words; usage: LineUse }) {
  const { t, lang } = words;
  const n = Math.max(usage.days.length, 1);
  const max = Math.max(...usage.days.map((d) => d.download + d.upload), 1);
  const [w, h] = [100 / n, 100];
  return (
    <figure className="mt-6">
      <figcaption className="text-sm font-semibold text-slate-700">{t.usage.chart}</figcaption>
      <svg
        viewBox={`0 0 100 ${h}`}
        preserveAspectRatio="none"
        className="mt-2 h-32 w-full rounded bg-slate-50"
        aria-hidden="true"
        data-testid="usage-chart"
      >
        {usage.days.map((d, i) => {
          const down = (d.download / max) * (h - 4);
          const up = (d.upload / max) * (h - 4);
          const x = i * w + w * 0.15;
          return (
            <g key={d.day}>
              <rect x={x} y={h - down} width={w * 0.7} height={down} className="fill-brand-600" />
              <rect x={x} y={h - down - up} width={w * 0.7} height={up} className="fill-accent-400" />
            </g>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between gap-4 text-xs text-slate-600" aria-hidden="true">
        <span>{unbroken(formatDay(lang, usage.days[0]?.day))}</span>
        <span className="text-right">{unbroken(formatDay(lang, usage.days.at(-1)?.day))}</span>
      </div>
      <p className="mt-2 flex gap-4 text-xs text-slate-700" aria-hidden="true">
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-brand-600" />
          {t.usage.download}
        </span>
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-accent-400" />
          {t.usage.upload}
        </span>
      </p>
      {/* A table is as wide as its words (Nepali dates are long): clipped in a box, it widens no page. */}
      <div className="sr-only">
        <table>
          <caption>{t.usage.chart}</caption>
          <thead>
            <tr>
              <th scope="col">{t.usage.day}</th>
              <th scope="col">{t.usage.download}</th>
              <th scope="col">{t.usage.upload}</th>
            </tr>
          </thead>
          <tbody>
            {usage.days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(lang, d.day)}</th>
                <td>{formatOctets(lang, d.download)}</td>
                <td>{formatOctets(lang, d.upload)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** My account's use of the line this billing period, from RADIUS (docs/usage.md); nothing without it. */
export function Usage({ words, usage }: { words: Words; usage: LineUse }) {
  const { t, lang } = words;
  const u = t.usage;
  const total = usage.download + usage.upload;
  const online = usage.online[0];
  const stat = (label: string, value: string, testId: string) => (
    <Fact label={label} value={value} testId={testId} large />
  );
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="usage-title" data-testid="account-usage">
      <h2 id="usage-title" className="text-xl font-bold text-slate-900">
        {u.title}
      </h2>
      <p className="text-sm text-slate-600">
        {fill(u.period, {
          start: unbroken(formatDay(lang, usage.period.start)),
          end: unbroken(formatDay(lang, usage.period.end)),
        })}
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm" data-testid="usage-online">
        <span className={`inline-block h-2.5 w-2.5 rounded-full ${online ? 'bg-green-600' : 'bg-slate-400'}`} />
        {online
          ? fill(u.online, { since: unbroken(formatWhen(lang, online.since)), address: online.address })
          : u.offline}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-3 sm:gap-4">
        {stat(u.download, formatOctets(lang, usage.download), 'usage-download')}
        {stat(u.upload, formatOctets(lang, usage.upload), 'usage-upload')}
        {stat(u.total, formatOctets(lang, total), 'usage-total')}
      </dl>
      {usage.capGb ? (
        <div className="mt-4">
          <p className="text-sm text-slate-700" data-testid="usage-cap">
            {u.cap}:{' '}
            <strong>
              {fill(u.ofCap, {
                used: formatOctets(lang, total),
                cap: `${localNumber(lang, usage.capGb)} GB`,
                share: localNumber(lang, usage.share ?? 0),
              })}
            </strong>
          </p>
          <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className={`h-full ${(usage.share ?? 0) >= 100 ? 'bg-red-600' : (usage.share ?? 0) >= 80 ? 'bg-accent-500' : 'bg-brand-600'}`}
              style={{ width: `${Math.min(usage.share ?? 0, 100)}%` }}
            />
          </div>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{u.noCap}</p>
      )}
      <DailyChart words={words} usage={usage} />
      <p className="mt-4 text-xs text-slate-600">{u.note}</p>
    </section>
  );
}
