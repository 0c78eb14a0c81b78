import { useState } from 'react';
import useSWR from 'swr';
import { PAGE_SIZE } from '../../lib/constants.ts';
import type { AuditRecord } from '../../lib/history.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { CellText } from '../components/CellText.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterSelect } from '../components/FilterSelect.tsx';
import { Link } from '../components/Link.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { apiFetchPage, fetcher, listError } from '../lib/api.ts';
import { fieldLabel } from '../lib/diff.ts';
import { isResource, type AdminRecord, type Column, type Resource, type ScreenProps } from '../resources/types.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';

const ACTIONS = [
  'create',
  'update',
  'hide',
  'show',
  'delete',
  'reorder',
  'restore',
  'password',
  'password reset',
  'publish',
  'sign-in',
  'sign-in failed',
  'sign-in blocked',
];
/** The actions whose summary names the fields they changed. */
const CHANGES = new Set(['update', 'hide', 'show', 'password']);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** 'title, imageAlt' → 'title, image alt': the changed fields in words. */
const fieldNames = (summary: string) =>
  summary
    .split(', ')
    .map((f) => fieldLabel(f).toLowerCase().replace('(nepali)', '(Nepali)'))
    .join(', ');

/**
 * What an entry is about: the kind of record and its name as it was then (a link to it while it is
 * still there: its form with its History, or a submission's details), then what changed.
 */
function What({ entry, resource }: { entry: AuditRecord; resource?: Resource }) {
  const kind = resource?.singular ?? (entry.entity ? capital(entry.entity) : '—');
  const name = entry.recordName && <CellText text={entry.recordName} />;
  return (
    <>
      {kind}
      {name && ' '}
      {name && resource && entry.recordExists ? (
        <Link
          href={`${resource.route}/${encodeURIComponent(entry.recordId)}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {name}
        </Link>
      ) : (
        name && <span className="font-medium text-slate-900">{name}</span>
      )}
      {entry.summary && (
        <span className="block text-xs text-slate-500">
          {CHANGES.has(entry.action) ? `Changed: ${fieldNames(entry.summary)}` : entry.summary}
        </span>
      )}
    </>
  );
}

/** The audit trail: who did what, from where and when; filtered by user, entity and action, paged on the server. */
export function Activity({ section, sections }: ScreenProps) {
  const [filter, setFilter] = useState({ user: '', entity: '', action: '' });
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({
    page: String(page),
    limit: String(PAGE_SIZE),
    ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v)),
  });
  const { data, error } = useSWR(`/api/audit?${query}`, (url: string) => apiFetchPage<AuditRecord>(url), {
    keepPreviousData: true,
  });
  const { data: users } = useSWR<{ _id: string; name: string; email: string }[]>('/api/users', fetcher);
  const resources = sections.filter(isResource);
  const resourceOf = (entity: string) => resources.find((r) => r.api === `/api/${entity}`);
  const choose = (name: keyof typeof filter) => (value: string) => {
    setFilter((f) => ({ ...f, [name]: value }));
    setPage(1);
  };
  const entryOf = (row: AdminRecord) => row as unknown as AuditRecord;

  const columns: Column[] = [
    { label: 'When', render: (r) => formatDateTime(entryOf(r).at), className: 'whitespace-nowrap' },
    { label: 'User', primary: true, render: (r) => entryOf(r).user.name || entryOf(r).user.email || '—' },
    {
      label: 'Action',
      render: (r) => (
        <span className={`badge ${entryOf(r).action.startsWith('sign-in ') ? 'badge-amber' : ''}`}>
          {capital(entryOf(r).action)}
        </span>
      ),
    },
    { label: 'What', render: (r) => <What entry={entryOf(r)} resource={resourceOf(entryOf(r).entity)} /> },
    { label: 'Address', render: (r) => <span className="font-mono text-xs">{entryOf(r).address || '—'}</span> },
  ];
  const select = (name: keyof typeof filter, label: string, all: string, options: [string, string][]) => (
    <FilterSelect label={label} every={all} value={filter[name]} options={options} onChange={choose(name)} />
  );

  return (
    <div className="space-y-5">
      <ScreenTitle title={section.title}>Every change made in the admin and every sign-in, newest first.</ScreenTitle>
      <section className="card overflow-hidden" aria-label="Activity">
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-3">
          {select(
            'user',
            'User',
            'All users',
            (users ?? []).map((u) => [u.email, u.name || u.email]),
          )}
          {select('entity', 'Section', 'All sections', [
            ...resources.map((r): [string, string] => [r.api.replace('/api/', ''), r.title]),
            ['trash', 'Recently deleted'],
          ])}
          {select(
            'action',
            'Action',
            'All actions',
            ACTIONS.map((a) => [a, capital(a)]),
          )}
        </div>
        {error && !data ? (
          <p role="alert" className="px-5 py-8 text-sm font-medium text-red-700">
            {listError(error, 'activity')}
          </p>
        ) : !data ? (
          <p role="status" className="px-5 py-10 text-sm text-slate-500">
            Loading activity...
          </p>
        ) : data.records.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-slate-600">No activity matches.</p>
        ) : (
          <>
            <DataTable columns={columns} rows={data.records as unknown as AdminRecord[]} actions={() => null} />
            <Pagination page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
