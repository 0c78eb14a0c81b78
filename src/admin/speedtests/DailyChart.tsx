import type { dailyMedians } from '../../lib/speedtest-stats.ts';
import { countOf } from '../../lib/plural.ts';

type Series = ReturnType<typeof dailyMedians>;
const COLOURS = ['#1d4ed8', '#c2410c', '#047857', '#7c3aed', '#be123c', '#0e7490', '#a16207', '#475569'];
const [W, H, PAD] = [720, 240, 36];

/**
 * The median download per area per day as lines (an SVG: no chart library for one picture), with
 * a table of the same figures for screen readers and for reading exact values.
 */
export function DailyChart({ series }: { series: Series }) {
  const days = [...new Set(series.flatMap((s) => s.days.map((d) => d.day)))].sort();
  const top = Math.max(1, ...series.flatMap((s) => s.days.map((d) => d.median)));
  const x = (day: string) =>
    PAD + (days.length > 1 ? (days.indexOf(day) / (days.length - 1)) * (W - 2 * PAD) : (W - 2 * PAD) / 2);
  const y = (mbps: number) => H - PAD - (mbps / top) * (H - 2 * PAD);
  const name = (area: string) => area || 'Area not given';
  return (
    <figure className="card p-4">
      <figcaption className="font-semibold text-slate-900">Median download per area per day (Mbps)</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 w-full" role="img" aria-label="Median download per area per day">
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="#cbd5e1" />
        <text x={PAD - 6} y={y(top) + 4} textAnchor="end" fontSize="11" fill="#475569">
          {Math.round(top)}
        </text>
        <text x={PAD - 6} y={H - PAD + 4} textAnchor="end" fontSize="11" fill="#475569">
          0
        </text>
        {days.length > 0 && (
          <>
            <text x={x(days[0])} y={H - PAD + 16} fontSize="11" fill="#475569" textAnchor="middle">
              {days[0].slice(5)}
            </text>
            {days.length > 1 && (
              <text x={x(days[days.length - 1])} y={H - PAD + 16} fontSize="11" fill="#475569" textAnchor="middle">
                {days[days.length - 1].slice(5)}
              </text>
            )}
          </>
        )}
        {series.map((s, i) => (
          <g key={s.area} stroke={COLOURS[i % COLOURS.length]} fill={COLOURS[i % COLOURS.length]}>
            <polyline fill="none" strokeWidth="2" points={s.days.map((d) => `${x(d.day)},${y(d.median)}`).join(' ')} />
            {s.days.map((d) => (
              <circle key={d.day} cx={x(d.day)} cy={y(d.median)} r="3">
                <title>{`${name(s.area)}, ${d.day}: ${d.median.toFixed(1)} Mbps (${countOf(d.count, 'test')})`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
        {series.map((s, i) => (
          <li key={s.area} className="flex items-center gap-1.5">
            <span
              className="size-2.5 rounded-full"
              style={{ background: COLOURS[i % COLOURS.length] }}
              aria-hidden="true"
            />
            {name(s.area)}
          </li>
        ))}
      </ul>
      {/* A table is as wide as its words whatever its own width says: clipped in a box, it widens no page. */}
      <div className="sr-only">
        <table>
          <caption>Median download per area per day</caption>
          <thead>
            <tr>
              <th>Area</th>
              <th>Day</th>
              <th>Median download (Mbps)</th>
              <th>Tests</th>
            </tr>
          </thead>
          <tbody>
            {series.flatMap((s) =>
              s.days.map((d) => (
                <tr key={`${s.area}-${d.day}`}>
                  <td>{name(s.area)}</td>
                  <td>{d.day}</td>
                  <td>{d.median.toFixed(1)}</td>
                  <td>{d.count}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
