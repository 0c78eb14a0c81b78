import type { ReactNode } from 'react';
import useSWR from 'swr';
import { fetcher } from '../lib/api.ts';
import { useMayUse } from '../lib/role.ts';

/** What the volume routes answer: the last 24 hours' count, the limit it is held to, and whether it passed. */
export interface Volume {
  last24h: number;
  warnAt: number;
  over: boolean;
}

/**
 * A warning above every screen while the last 24 hours' count at `api` passed its limit. Asked only
 * by a role that works leads (src/lib/api-access.ts leadDesk; issue 42: an editor's screens made no
 * call to be refused), every five minutes.
 */
export function VolumeWarning({
  api,
  label,
  children,
}: {
  api: string;
  label: string;
  children: (v: Volume) => ReactNode;
}) {
  const mayRead = useMayUse('leadDesk');
  const { data } = useSWR<Volume>(mayRead ? api : null, fetcher, { refreshInterval: 300_000 });
  if (!data?.over) return null;
  return (
    <section
      role="alert"
      aria-label={label}
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>{children(data)}</p>
    </section>
  );
}
