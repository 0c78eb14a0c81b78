import { en } from '../../i18n/en.ts';
import { AreaImport } from '../coverage/AreaImport.tsx';
import { announceWaitingList } from '../coverage/waiting-list.tsx';
import { col, contentResource, created, str } from './kit.tsx';
import type { AdminRecord } from './types.ts';

// The public site's words for services and statuses, so staff and visitors read the same ones.
const { services: SERVICE_WORDS, status: STATUS_WORDS } = en.coverage;
/** What staff read for an area's type (its outage limit in Site settings › Regulator). */
export const AREA_KIND_WORDS: Record<string, string> = { urban: 'Urban', remote: 'Remote' };
const serviceList = (r: AdminRecord) => (Array.isArray(r.services) ? (r.services as string[]) : []);

export const area = contentResource(
  'area',
  {
    route: '/admin/areas',
    group: 'coverage',
    title: 'Coverage Areas',
    singular: 'Area',
    noun: 'areas',
    emptyHint: 'Add the wards and towns you serve, one by one or from a CSV file.',
    icon: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
    toolbar: AreaImport,
    columns: [
      col('Name', 'name', {
        primary: true,
        className: 'whitespace-nowrap',
        render: (r) => (
          <span className="flex flex-col">
            {str(r.name)}
            {str(r.name_ne) && (
              <span lang="ne" className="text-xs font-normal text-slate-500">
                {str(r.name_ne)}
              </span>
            )}
          </span>
        ),
      }),
      col('District', 'district', { className: 'whitespace-nowrap' }),
      {
        label: 'Services',
        render: (r) => (
          <span className="flex flex-wrap gap-1">
            {serviceList(r).map((s) => (
              <span key={s} className="badge">
                {SERVICE_WORDS[s as keyof typeof SERVICE_WORDS] ?? s}
              </span>
            ))}
            {!serviceList(r).length && <span className="text-slate-500">—</span>}
          </span>
        ),
      },
      {
        label: 'Status',
        sort: 'status',
        className: 'whitespace-nowrap',
        render: (r) => (
          <span className={r.status === 'available' ? 'badge bg-emerald-50 text-emerald-800' : 'badge badge-amber'}>
            {STATUS_WORDS[r.status as keyof typeof STATUS_WORDS] ?? str(r.status)}
          </span>
        ),
      },
      created,
    ],
    afterSave: announceWaitingList,
  },
  { ...STATUS_WORDS, ...SERVICE_WORDS, ...AREA_KIND_WORDS },
);
