/** @jsxImportSource preact */
import { inDigits } from '../../i18n/fill.ts';
import type { SpeedtestMessages } from '../../i18n/speedtest-en.ts';
import type { Progress } from './engine.ts';

interface Props {
  t: SpeedtestMessages;
  digits: string;
  figures: Omit<Progress, 'phase'>;
  /** the direction being measured now: its figure is drawn large and live */
  live?: Progress['phase'];
}

/** Mbps with sense: 94.3 and 8.72 and 0.512, in the visitor's digits. */
const speed = (n: number | undefined, digits: string) =>
  n === undefined ? '—' : inDigits(n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2), digits);
const ms = (n: number | undefined, digits: string) =>
  n === undefined ? '—' : inDigits(n.toFixed(n < 10 ? 1 : 0), digits);

/** The four figures of a speed test: download and upload large, ping and jitter beside. */
export function Figures({ t, digits, figures, live }: Props) {
  const tile = (label: string, value: string, unit: string, active: boolean, testId: string) => (
    <div className={`rounded-xl p-4 text-center ${active ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-slate-50'}`}>
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p className="mt-1 font-bold tabular-nums text-slate-900" data-testid={testId}>
        <span className="text-3xl sm:text-4xl">{value}</span> <span className="text-sm text-slate-600">{unit}</span>
      </p>
    </div>
  );
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tile(t.download, speed(figures.download, digits), t.mbps, live === 'download', 'speed-download')}
      {tile(t.upload, speed(figures.upload, digits), t.mbps, live === 'upload', 'speed-upload')}
      {tile(t.latency, ms(figures.latency, digits), t.ms, live === 'ping', 'speed-latency')}
      {tile(t.jitter, ms(figures.jitter, digits), t.ms, live === 'ping', 'speed-jitter')}
    </div>
  );
}
