import { ENTITIES, type LeadName } from '../../lib/entities.ts';
import type { Column, Resource } from '../resources/types.ts';
import { languageName } from '../../lib/fields.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { submissionResource } from '../resources/kit.tsx';
import { cellContent } from '../components/CellText.tsx';
import { LeadPanel } from './LeadPanel.tsx';
import { assigneeColumn } from './assignee.tsx';
import { NewBadge } from './NewBadge.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusTabs } from './StatusTabs.tsx';
import { recountLeads, valueLabel } from './status.ts';

/**
 * The name of a visitor who wrote in Nepali, marked 'Nepali' so staff reply in it (issue 14); English, the
 * usual case, is unmarked (the details say either). A mark beside the name instead of a column of its own.
 */
const withLanguageMark = (column: Column): Column => ({
  ...column,
  render: (r) => (
    <span className="inline-flex max-w-full flex-wrap items-center gap-2">
      {cellContent(column.render(r))}
      {r.lang === 'ne' && (
        <span className="badge badge-amber" title="Written in Nepali: reply in Nepali">
          Nepali
        </span>
      )}
    </span>
  ),
});

const statusColumn: Column = {
  label: 'Status',
  render: (r) => <StatusBadge status={String(r.status ?? 'new')} />,
  className: 'w-28',
};

/** Fields holding one of a list of values, shown by their words ('no internet' → 'No internet'). */
const CHOICES = new Set(['category', 'priority']);

type Detail = NonNullable<Resource['details']>[number];
type Own = Omit<Parameters<typeof submissionResource>[1], 'details'> & {
  /** the column that names the visitor, marked 'Nepali' (the first unless said: a ticket's is its second) */
  visitorColumn?: number;
};

/**
 * A visitor's submission the staff work through: the submission screen plus status tabs, a
 * status column, its assignee, the status and notes in its details, and a sidebar badge of new ones.
 */
export function leadResource(key: LeadName | 'ticket', own: Own): Resource {
  const { visitorColumn = 0, ...described } = own;
  const columns = described.columns.map((c, i) => (i === visitorColumn ? withLanguageMark(c) : c));
  const [first, ...rest] = columns;
  return {
    // The visitor's language last, so staff reply in it (issue 14).
    ...submissionResource(key, {
      ...described,
      details: [
        // Times in the one format of the admin, Nepal time (issue 42: first response and resolved showed ISO).
        ...ENTITIES[key].lead.labels.map(
          ([f, l]): Detail =>
            f.endsWith('At')
              ? [f, l, (v: unknown) => (v ? formatDateTime(String(v)) : '')]
              : CHOICES.has(f)
                ? [f, l, (v: unknown) => (v ? valueLabel(String(v)) : '')]
                : [f, l],
        ),
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
