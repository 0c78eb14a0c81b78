/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { fill } from '../i18n/fill.ts';
import type { SubscribeMessages } from '../i18n/subscribe-en.ts';

interface Props {
  t: SubscribeMessages['page'];
  /** each area's name as the visitor reads it, by its English name */
  areaLabels: Record<string, string>;
  statusPath: string;
}

type State = 'working' | 'confirmed' | 'unsubscribed' | 'expired' | 'failed';

/**
 * /status/subscription?s=…&t=…&do=confirm|unsubscribe: the page a link in a status email opens.
 * Opening it is the one click: the island sends the link's two halves to the API at once (a mail
 * scanner that only fetches the page changes nothing).
 */
export default function SubscriptionLink({ t, areaLabels, statusPath }: Props) {
  const [state, setState] = useState<State>('working');
  const [area, setArea] = useState('');

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const action = query.get('do') === 'unsubscribe' ? 'unsubscribe' : 'confirm';
    fetch(`/api/subscription/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ s: query.get('s') ?? '', t: query.get('t') ?? '' }),
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as { area?: string };
        if (res.ok) {
          setArea(body.area ?? '');
          setState(action === 'confirm' ? 'confirmed' : 'unsubscribed');
        } else setState(res.status === 404 || res.status === 400 ? 'expired' : 'failed');
      })
      .catch(() => setState('failed'));
  }, []);

  const where = area ? (areaLabels[area] ?? area) : t.everywhere;
  const text = state === 'confirmed' || state === 'unsubscribed' ? fill(t[state], { area: where }) : t[state];
  const failed = state === 'expired' || state === 'failed';
  return (
    <div className="card p-6 sm:p-8">
      <p
        role={failed ? 'alert' : 'status'}
        className="text-lg text-slate-900"
        data-testid="subscription-state"
        data-state={state}
      >
        {text}
      </p>
      {state !== 'working' && (
        <a href={statusPath} className="btn-primary mt-6 inline-flex">
          {t.status}
        </a>
      )}
    </div>
  );
}
