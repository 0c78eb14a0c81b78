/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { fill, inDigits } from '../../i18n/fill.ts';
import type { SupportMessages } from '../../i18n/support-en.ts';

interface Props {
  t: SupportMessages['form']['speedTest'];
  digits: string;
  area: string;
  /** the result's id once stored, for the report to carry */
  onResult: (id: string) => void;
}

const mbps = (n: number, digits: string) => inDigits(n >= 10 ? n.toFixed(1) : n.toFixed(2), digits);

/**
 * On the fault report, for "slow internet" (issue 32): runs the speed test right there and attaches
 * its result. The test's code is fetched only when the visitor starts it.
 */
export function SpeedTestOffer({ t, digits, area, onResult }: Props) {
  const [state, setState] = useState<{ phase: 'idle' | 'running' | 'done' | 'failed'; text?: string }>({
    phase: 'idle',
  });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const run = async () => {
    setState({ phase: 'running', text: fill(t.running, { mbps: '…' }) });
    const { startSpeedTest, SpeedTestRefused } = await import('./run.ts');
    const test = startSpeedTest(area, (p) => {
      const live = p.phase === 'upload' ? p.upload : p.download;
      if (live !== undefined) setState({ phase: 'running', text: fill(t.running, { mbps: mbps(live, digits) }) });
    });
    stop.current = test.stop;
    try {
      const r = await test.done;
      if (r.id) onResult(r.id);
      setState({
        phase: r.id ? 'done' : 'failed',
        text: r.id
          ? fill(t.attached, {
              down: mbps(r.download, digits),
              up: mbps(r.upload, digits),
              ping: inDigits(r.latency.toFixed(0), digits),
            })
          : t.failed,
      });
    } catch (err) {
      setState({ phase: 'failed', text: err instanceof SpeedTestRefused ? t.refused : t.failed });
    }
  };

  return (
    <div
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
      data-testid="speed-offer"
    >
      {state.phase === 'idle' ? (
        <>
          <p>{t.offer}</p>
          <button type="button" className="btn-outline mt-3 px-4 py-1.5 text-sm" onClick={run}>
            {t.run}
          </button>
        </>
      ) : (
        <p role="status" className={state.phase === 'failed' ? 'text-red-800' : undefined}>
          {state.text}
        </p>
      )}
    </div>
  );
}
