import { ENTITIES } from '../../lib/entities.ts';
import { AREA_SERVICES } from '../../lib/schemas/area.ts';
import { en } from '../../i18n/en.ts';
import { AreaImport } from '../coverage/AreaImport.tsx';
import { announceWaitingList } from '../coverage/waiting-list.tsx';
import { schemaErrors } from '../../lib/field-errors.ts';
import { col, created, fromEntity, hiddenField, str, textValues, withNepali } from './kit.tsx';
import type { AdminRecord, Resource } from './types.ts';

// The public site's words for services and statuses, so staff and visitors read the same ones.
const { services: SERVICE_WORDS, status: STATUS_WORDS } = en.coverage;
const TEXT = ['name', 'name_ne', 'district', 'status'];
const serviceList = (r: AdminRecord) => (Array.isArray(r.services) ? (r.services as string[]) : []);

export const area: Resource = {
  ...fromEntity('area'),
  route: '/admin/areas',
  group: 'coverage',
  title: 'Coverage Areas',
  singular: 'Area',
  noun: 'areas',
  emptyHint: 'Add the wards and towns you serve, one by one or from a CSV file.',
  icon: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  image: false,
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
  fields: withNepali(
    [
      { name: 'name', label: 'Name', kind: 'text', required: true, placeholder: 'e.g. Itahari-6' },
      { name: 'district', label: 'District', kind: 'text', required: true, placeholder: 'e.g. Sunsari' },
      { name: 'status', label: 'Status', kind: 'select', required: true, options: Object.entries(STATUS_WORDS) },
      {
        name: 'services',
        label: 'Services',
        kind: 'choices',
        options: AREA_SERVICES.map((s) => [s, SERVICE_WORDS[s]] as const),
        hint: 'An available area needs at least one.',
      },
      hiddenField,
    ],
    ['name'],
  ).map((f) => (f.name === 'name_ne' ? { ...f, placeholder: 'e.g. इटहरी-६' } : f)),
  validate: (values) => schemaErrors(ENTITIES.area.schema, { ...textValues(values, TEXT), services: values.services }),
  payload: (values) => ({
    ...textValues(values, TEXT),
    services: (values.services as string[]) ?? [],
    hidden: Boolean(values.hidden),
  }),
  afterSave: announceWaitingList,
};
