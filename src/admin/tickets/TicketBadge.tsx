import useSWR, { mutate } from 'swr';
import type { TicketStats } from '../../lib/tickets.ts';
import { fetcher } from '../lib/api.ts';
import { badgeCount } from '../leads/status.ts';
import { NewBadge } from '../leads/NewBadge.tsx';
import type { Section } from '../resources/types.ts';

const STATS = '/api/ticket/stats';
export const useTicketStats = () => useSWR<TicketStats>(STATS, fetcher, { refreshInterval: 60_000 });
export const recountTickets = () => void mutate(STATS);

/** Beside Support Tickets in the sidebar: the new ones, and the overdue ones in red. */
export function TicketBadge({ section }: { section: Section }) {
  const { data } = useTicketStats();
  return (
    <span className="flex items-center gap-1">
      <NewBadge section={section} />
      {data?.overdue ? (
        <span
          className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white tabular-nums"
          title={`${data.overdue.toLocaleString('en-US')} overdue`}
          data-testid="overdue-badge"
        >
          {badgeCount(data.overdue)}
          <span className="sr-only"> overdue</span>
        </span>
      ) : null}
    </span>
  );
}
