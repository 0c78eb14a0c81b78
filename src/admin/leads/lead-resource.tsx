import { ENTITIES, type LeadName } from '../../lib/entities.ts';
import type { Column, Resource } from '../resources/types.ts';
import { languageName } from '../../lib/fields.ts';
import { submissionResource } from '../resources/kit.tsx';
import { LeadPanel } from './LeadPanel.tsx';
import { assigneeColumn } from './assignee.tsx';
import { NewBadge } from './NewBadge.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusTabs } from './StatusTabs.tsx';
import { recountLeads } from './status.ts';

const statusColumn: Column = {
  label: 'Status',
  render: (r) => <StatusBadge status={String(r.status ?? 'new')} />,
  className: 'w-28',
};

type Own = Omit<Parameters<typeof submissionResource>[1], 'details'>;

/**
 * A visitor's submission the staff work through: the submission screen plus status tabs, a
 * status column, its assignee, the status and notes in its details, and a sidebar badge of new ones.
 */
export function leadResource(key: LeadName | 'ticket', own: Own): Resource {
  const [first, ...rest] = own.columns;
  return {
    // The visitor's language last, so staff reply in it (issue 14).
    ...submissionResource(key, {
      ...own,
      details: [
        ...ENTITIES[key].lead.labels.map(([f, l]) => [f, l] as [string, string]),
        ['lang', 'Language', languageName],
      ],
    }),
    columns: [first, statusColumn, assigneeColumn, ...rest],
    toolbar: StatusTabs,
    detailsExtra: LeadPanel,
    badge: NewBadge,
    onListChange: recountLeads,
  };
}
