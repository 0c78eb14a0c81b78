/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../i18n/paths.ts';
import type { SpeedtestMessages } from '../i18n/speedtest-en.ts';
import { formatWhen } from '../lib/format-date.ts';
import type { SharedResult } from '../lib/speedtest.ts';
import { loadedLatencyOf } from '../lib/loaded-latency.ts';
import { Figures } from './speedtest/Figures.tsx';
import { LoadedLatency } from './speedtest/LoadedLatency.tsx';

interface Props {
  lang: Lang;
  t: SpeedtestMessages;
  digits: string;
  areaLabels: Record<string, string>;
  testPath: string;
}

/** /speed-test/r/<id>: a stored result, as the visitor who ran it and the support desk see it. */
export default function SpeedResult({ lang, t, digits, areaLabels, testPath }: Props) {
  const [result, setResult] = useState<SharedResult | null>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'missing'>('loading');
  useEffect(() => {
    const id = location.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
    fetch(`/api/speedtest/result/${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        const body = await res.json().catch(() => null);
        if (!res.ok || !body) return setState('missing');
        setResult(body);
        setState('shown');
      })
      .catch(() => setState('missing'));
  }, []);

  if (state !== 'shown' || !result)
    return (
      <p
        className="card p-6 text-slate-700"
        role={state === 'loading' ? 'status' : 'alert'}
        data-testid="speed-result-state"
      >
        {state === 'loading' ? t.result.loading : t.result.notFound}
      </p>
    );
  // Written by our own code, the same on every browser ('26 Nov 2026, 16:05'; BS in Nepali).
  const when = formatWhen(lang, result.createdAt);
  const loaded = loadedLatencyOf(result);
  return (
    <section className="card p-6 sm:p-8" data-testid="speed-result">
      <Figures t={t} digits={digits} figures={result} />
      {loaded && <LoadedLatency t={t} digits={digits} loaded={loaded} />}
      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t.result.tested}</dt>
          <dd className="font-semibold text-slate-900">{when}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.result.inArea}</dt>
          <dd className="font-semibold text-slate-900">
            {result.area ? (areaLabels[result.area] ?? result.area) : t.noArea}
          </dd>
        </div>
      </dl>
      <a href={testPath} className="btn-primary mt-6 inline-flex">
        {t.result.yours}
      </a>
    </section>
  );
}
