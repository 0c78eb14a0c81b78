import type { Column } from './types.ts';
import { leadResource } from '../leads/lead-resource.tsx';
import { TicketBadge } from '../tickets/TicketBadge.tsx';
import { TicketPanel } from '../tickets/TicketPanel.tsx';
import { TicketToolbar } from '../tickets/TicketToolbar.tsx';
import type { TicketClock } from '../../lib/tickets.ts';
import { col, created } from './kit.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatDuration } from '../leads/format-duration.ts';
import { valueLabel } from '../leads/status.ts';

// Where each ticket stands against the regulator's clocks (issue 42: the column was empty unless
// something was wrong): due when, answered, or repaired, and how long it has run; overdue and
// eligible for compensation marked.
const clockColumn: Column = {
  label: 'Clock',
  render: (r) => {
    const clock = r.clock as TicketClock | undefined;
    if (!clock) return '—';
    const ran = formatDuration(clock.elapsedHours * 3_600_000);
    return (
      <span className="flex flex-col items-start gap-1 text-xs" data-testid="ticket-clock-cell">
        {r.resolvedAt ? (
          <span>
            Repaired in <span className="whitespace-nowrap">{ran}</span>
          </span>
        ) : r.firstResponseAt ? (
          <span>
            Answered · open <span className="whitespace-nowrap">{ran}</span>
          </span>
        ) : clock.overdue ? (
          <span className="badge bg-red-100 text-red-800">Overdue</span>
        ) : (
          // How long is left, which the desk acts on; the time itself on hover and in the details.
          <span title={`First response due ${formatDateTime(clock.firstResponseDue)}`}>
            Due in{' '}
            <span className="whitespace-nowrap">{formatDuration(Date.parse(clock.firstResponseDue) - Date.now())}</span>
          </span>
        )}
        {clock.compensation && <span className="badge badge-amber">Compensation</span>}
      </span>
    );
  },
};

/** Up to this long, an area's name stays on one line in the desk ('Kathmandu-32'). */
const AREA_ON_ONE_LINE = 14;

/** The priorities that ask for attention stand out; low and normal are plain. */
const PRIORITY_TONE: Record<string, string> = {
  high: 'font-medium text-amber-800',
  urgent: 'font-semibold text-red-700',
};

export const ticket = {
  ...leadResource('ticket', {
    route: '/admin/tickets',
    group: 'support',
    title: 'Support Tickets',
    singular: 'Ticket',
    noun: 'tickets',
    emptyHint: 'Fault reports from the Support page appear here.',
    visitorColumn: 1,
    icon: 'M4 7a2 2 0 012-2h12a2 2 0 012 2v3a2 2 0 000 4v3a2 2 0 01-2 2H6a2 2 0 01-2-2v-3a2 2 0 000-4V7zM10 5v14',
    columns: [
      // Narrow enough for 1280 px (issue 42): the priority under the number (its header sorts by it too,
      // urgent first when descending), the language beside the name, the category under the area.
      col('Ticket', 'number', {
        primary: true,
        className: 'whitespace-nowrap',
        alsoSort: { sort: 'priority', label: 'Priority' },
        render: (r) => {
          const priority = String(r.priority || 'normal');
          return (
            <span className="flex flex-col">
              <span>{String(r.number ?? '')}</span>
              <span className={`text-xs ${PRIORITY_TONE[priority] ?? 'font-normal text-slate-500'}`}>
                {valueLabel(priority)} priority
              </span>
            </span>
          );
        },
      }),
      col('Name', 'name'),
      col('Area', 'area', {
        render: (r) => (
          // An area is a short place name, kept on one line ('Biratnagar-3' broke as 'Biratnaga / r-3'); a long
          // code may break anywhere rather than widen the desk.
          <span className="flex flex-col">
            <span
              className={
                String(r.area ?? '').length <= AREA_ON_ONE_LINE ? 'md:whitespace-nowrap' : '[overflow-wrap:anywhere]'
              }
            >
              {String(r.area ?? '') || '—'}
            </span>
            <span className="text-xs whitespace-nowrap text-slate-500">{valueLabel(String(r.category ?? ''))}</span>
          </span>
        ),
      }),
      clockColumn,
      created,
    ],
  }),
  toolbar: TicketToolbar,
  // An incident's "See its tickets" link (src/admin/incidents/IncidentTickets.tsx) and overdue ones.
  addressFilters: ['incident', 'overdue'],
  detailsExtra: TicketPanel,
  badge: TicketBadge,
};
