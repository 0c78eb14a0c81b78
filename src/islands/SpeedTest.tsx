/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from '../i18n/paths.ts';
import type { SpeedtestMessages } from '../i18n/speedtest-en.ts';
import type { Phase, Progress } from './speedtest/engine.ts';
import { Figures } from './speedtest/Figures.tsx';
import { LoadedLatency } from './speedtest/LoadedLatency.tsx';
import { SpeedTestRefused, startSpeedTest } from './speedtest/run.ts';
import { CopyLink } from './CopyLink.tsx';

interface Props {
  lang: Lang;
  t: SpeedtestMessages;
  digits: string;
  /** the listed areas, by English name and as the visitor reads them */
  areas: { name: string; label: string }[];
  supportPath: string;
  resultPath: string;
}

type State = { phase: 'idle' | 'error' | 'refused' | Phase } & Omit<Progress, 'phase'>;

/**
 * /speed-test (issue 32): one button; the measuring runs in a Web Worker (./speedtest/worker.ts)
 * and posts its figures as it goes, which this draws. The result is stored with a short id whose
 * link the visitor can give the support desk.
 */
export default function SpeedTest({ t, digits, areas, supportPath, resultPath }: Props) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [area, setArea] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const running = state.phase === 'ping' || state.phase === 'download' || state.phase === 'upload';
  const start = () => {
    stop.current?.();
    setSaved(null);
    setState({ phase: 'ping' });
    const run = startSpeedTest(area, setState);
    stop.current = run.stop;
    run.done.then(
      (result) => setSaved(result.id),
      // A refused run shows no figures: its zeros are not the line's (issue 42).
      (err: unknown) => setState({ phase: err instanceof SpeedTestRefused ? 'refused' : 'error' }),
    );
  };

  const link = saved ? `${location.origin}${resultPath}/${saved}` : '';
  return (
    <div className="space-y-6" data-testid="speed-test">
      <section className="card p-6 sm:p-8">
        <Figures t={t} digits={digits} figures={state} live={running ? (state.phase as Phase) : undefined} />
        {state.phase === 'done' && state.loaded && <LoadedLatency t={t} digits={digits} loaded={state.loaded} />}
        <p className="mt-6 text-center text-sm text-slate-600" role="status" data-testid="speed-phase">
          {state.phase === 'error' || state.phase === 'refused' || state.phase === 'idle' ? '' : t.phases[state.phase]}
        </p>
        {(state.phase === 'error' || state.phase === 'refused') && (
          <p className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-900" role="alert" data-testid="speed-error">
            {state.phase === 'refused' ? t.refused : t.error}
          </p>
        )}
        <div className="mt-6 flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
          <label className="w-full sm:w-64">
            <span className="field-label">{t.area}</span>
            <select
              className="field-input"
              value={area}
              disabled={running}
              onChange={(e) => setArea(e.currentTarget.value)}
            >
              <option value="">{t.noArea}</option>
              {areas.map((a) => (
                <option key={a.name} value={a.name}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn-primary px-8 py-3 text-lg sm:self-end"
            disabled={running}
            onClick={start}
          >
            {running ? t.running : state.phase === 'idle' ? t.start : t.again}
          </button>
        </div>
      </section>
      {saved && (
        <section className="card p-6 sm:p-8" aria-labelledby="speed-saved" data-testid="speed-saved">
          <h2 id="speed-saved" className="text-xl font-bold text-slate-900">
            {t.saved}
          </h2>
          <p className="mt-2 text-slate-700">{t.share}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <CopyLink
              href={link}
              link={link}
              words={t}
              testId="speed-link"
              className="break-all font-mono text-brand-800 underline"
            />
          </div>
          <a href={`${supportPath}?category=slow&speedtest=${saved}`} className="btn-accent mt-5 inline-flex">
            {t.report}
          </a>
        </section>
      )}
    </div>
  );
}
