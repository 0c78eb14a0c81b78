import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../components/Link.tsx';
import { listQueryString } from '../../lib/list-query.ts';
import type { Stats } from '../../lib/stats.ts';
import { fetcher } from '../lib/api.ts';
import {
  countCards,
  type AdminRecord,
  type CountCard as Card,
  type LatestList,
  type Resource,
  type ScreenProps,
} from '../resources/types.ts';
import { $auth } from '../lib/session.ts';
import { LeadStory } from '../leads/LeadStory.tsx';
import { TicketFigures } from '../tickets/TicketFigures.tsx';
import { useMayUse } from '../lib/role.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { FirstRun } from '../settings/FirstRun.tsx';
import { DemoContent } from '../components/DemoContent.tsx';

function CountCard({ route, card, stats }: { route: string; card: Card; stats: { data?: Stats; error?: unknown } }) {
  const value = stats.data ? stats.data[card.stat].toLocaleString('en-US') : stats.error ? '—' : null;
  return (
    <Link
      href={route}
      className="card group flex items-center justify-between gap-3 p-4 transition hover:border-brand-500/40 hover:shadow-md sm:p-5"
    >
      <div>
        <p className="text-sm font-medium text-slate-500">{card.label}</p>
        <p
          className="mt-1 text-xl font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:text-3xl"
          data-testid={`count-${card.label}`}
        >
          {value ?? (
            <span
              className="inline-block h-8 w-10 animate-pulse rounded bg-slate-100 align-middle"
              role="img"
              aria-label="Loading"
            />
          )}
        </p>
      </div>
      <span className={`hidden rounded-md px-2 py-1 text-xs font-medium sm:inline ${card.tone} group-hover:underline`}>
        View
      </span>
    </Link>
  );
}

export function Dashboard({ sections }: ScreenProps) {
  const cards = countCards(sections);
  const { user } = useStore($auth);
  // Every count in one call, counted by the database (never a download of the lists).
  const stats = useSWR<Stats>('/api/stats', fetcher);
  const seesLeads = useMayUse('leadStats');
  const seesTickets = useMayUse('ticketStats');
  const removesDemo = useMayUse('demoContent');
  return (
    <div className="space-y-6">
      <ScreenTitle title="Dashboard">
        {user?.firstSignIn
          ? `Welcome, ${user.name || 'Admin User'}: this is your first sign-in. Your screens are in the menu.`
          : `Welcome back, ${user?.name || 'Admin User'}.`}
      </ScreenTitle>
      <FirstRun />
      {removesDemo && <DemoContent />}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {cards.map((resource) => (
          <CountCard key={resource.route} route={resource.route} card={resource.card} stats={stats} />
        ))}
      </div>
      {seesLeads && <LeadStory />}
      {seesTickets && <TicketFigures />}
      <div className="grid gap-4 lg:grid-cols-3">
        {cards
          .filter((r) => r.latest)
          .map((resource) => (
            <Recent key={resource.route} resource={resource} latest={resource.latest!} />
          ))}
      </div>
    </div>
  );
}

// The newest visitor requests: the first page of each list, newest first.
const RECENT_COUNT = 5;
const NEWEST = listQueryString({ page: 1, limit: RECENT_COUNT, order: 'desc' });

function Recent({
  resource: { api, route: href },
  latest: { title, name, detail },
}: {
  resource: Resource;
  latest: LatestList;
}) {
  const { data } = useSWR<AdminRecord[]>(`${api}${NEWEST}`, fetcher);
  const latest = data ?? [];
  return (
    // min-w-0: a grid item is otherwise as wide as its longest unwrapped line (a long name, cut below).
    <section className="card flex min-w-0 flex-col" aria-label={title}>
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        <Link href={href} className="text-xs font-medium text-brand-600 hover:underline">
          View all
        </Link>
      </div>
      {!data ? (
        <p className="px-5 py-6 text-sm text-slate-500">Loading…</p>
      ) : latest.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">Nothing yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {latest.map((r) => (
            <li
              key={r._id}
              // Beside the name where the list is the page's width; under it in the three cards of a laptop,
              // where the date took most of the card and cut the names to 'Krishna Shre…'.
              className="flex flex-col gap-0.5 px-5 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3 lg:flex-col lg:gap-0.5"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{String(r[name] ?? '')}</p>
                <p className="truncate text-xs text-slate-500">{detail(r)}</p>
              </div>
              <span className="shrink-0 text-xs whitespace-nowrap text-slate-500">{formatDateTime(r.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
