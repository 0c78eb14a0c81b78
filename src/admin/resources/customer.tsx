import { ENTITIES } from '../../lib/entities.ts';
import { schemaErrors } from '../../lib/field-errors.ts';
import { languageName } from '../../lib/fields.ts';
import { TOASTS } from '../../lib/messages.ts';
import { formatRupees, rupeesToPaisa } from '../../lib/money.ts';
import { CustomerToolbar } from '../customers/CustomerToolbar.tsx';
import { CustomerUsage, CustomerUsageDetails } from '../customers/CustomerUsage.tsx';
import { overdue, planName, STATUS_TONES, STATUS_WORDS, usePlans } from '../customers/words.ts';
import { formFields } from './form-fields.ts';
import { col, str } from './kit.tsx';
import type { AdminRecord, FormField, FormValues, Resource } from './types.ts';

// The ISP's subscribers (issue 47): admins edit them (or import them from the billing system's CSV),
// sales and support read them. Amounts are stored in paisa and shown and typed in rupees.

const def = ENTITIES.customer;
const INVALID_RUPEES = 'Enter the amount in rupees, e.g. 1500 or 1,500.50';
const LOOKUPS: Record<string, FormField['lookup']> = {
  area: { api: '/api/area', value: 'name', label: 'name' },
  planId: { api: '/api/plan', value: '_id', label: 'name' },
};

const fields: FormField[] = formFields(def.schema, {
  words: { ...STATUS_WORDS, en: 'English', ne: 'Nepali' },
}).map((f) => (LOOKUPS[f.name] ? { ...f, kind: 'lookup', lookup: LOOKUPS[f.name] } : f));

/** What the form holds as the API takes it: text trimmed, the amount in paisa. */
function payload(values: FormValues) {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.name === 'dueAmount' ? rupeesToPaisa(str(values[f.name])) : str(values[f.name]).trim(),
    ]),
  );
}

/** A plan's name once the plans are read (a customer's page opened by its address comes before them). */
function PlanName({ id }: { id: unknown }) {
  usePlans();
  return <>{planName(id) || 'No plan'}</>;
}

function PlanCell({ record }: { record: AdminRecord }) {
  return (
    <span className="text-xs text-slate-500">
      <PlanName id={record.planId} />
    </span>
  );
}

export const customer: Resource = {
  route: '/admin/customers',
  group: 'customers',
  title: 'Customers',
  singular: 'Customer',
  api: `/api/${def.path}`,
  word: def.word,
  plural: def.plural,
  noun: 'customers',
  emptyHint:
    'Add your subscribers one by one, import them from your billing system’s CSV, or let it push them with an API key.',
  icon: 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM21 19v-1a4 4 0 00-3-3.9M16 3.1a3.5 3.5 0 010 6.8',
  toasts: TOASTS.customer,
  newestFirst: false,
  image: false,
  history: true,
  toolbar: CustomerToolbar,
  // The line's use from RADIUS (docs/usage.md), when the site reads it: for those who view and those who edit.
  detailsExtra: CustomerUsageDetails,
  editExtra: CustomerUsage,
  addressFilters: ['status', 'area', 'planId'],
  fields,
  validate: (values) => {
    const errors = schemaErrors(def.schema, payload(values));
    if (Number.isNaN(rupeesToPaisa(str(values.dueAmount)))) errors.dueAmount = INVALID_RUPEES;
    return errors;
  },
  payload,
  details: [
    ['customerId', 'Customer ID'],
    ['name', 'Name'],
    ['phone', 'Registered mobile'],
    ['email', 'Email'],
    ['area', 'Area'],
    ['planId', 'Plan', (v) => <PlanName id={v} />],
    ['status', 'Status', (v) => STATUS_WORDS[v as keyof typeof STATUS_WORDS] ?? str(v)],
    ['dueDate', 'Due date'],
    ['dueAmount', 'Amount due', (v) => formatRupees(v)],
    ['radiusUser', 'RADIUS user'],
    ['lang', 'Language', languageName],
  ],
  columns: [
    col('Customer', 'name', {
      primary: true,
      render: (r) => (
        <span className="flex flex-col">
          <span>{str(r.name)}</span>
          <span className="font-mono text-xs font-normal text-slate-500">{str(r.customerId)}</span>
        </span>
      ),
    }),
    col('Mobile', 'phone', { className: 'whitespace-nowrap tabular-nums' }),
    col('Area', 'area', {
      render: (r) => (
        <span className="flex flex-col">
          <span>{str(r.area) || '—'}</span>
          <PlanCell record={r} />
        </span>
      ),
    }),
    {
      label: 'Status',
      sort: 'status',
      render: (r) => (
        <span className={STATUS_TONES[str(r.status)] ?? 'badge'}>
          {STATUS_WORDS[r.status as 'active'] ?? str(r.status)}
        </span>
      ),
    },
    {
      label: 'Due',
      sort: 'dueAmount',
      className: 'whitespace-nowrap tabular-nums',
      render: (r) =>
        Number(r.dueAmount) > 0 ? (
          <span className="flex flex-col">
            <span className="font-medium text-slate-900">{formatRupees(r.dueAmount)}</span>
            <span className={overdue(r) ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-500'}>
              {overdue(r) ? `Overdue since ${str(r.dueDate)}` : str(r.dueDate) && `by ${str(r.dueDate)}`}
            </span>
          </span>
        ) : (
          <span className="text-slate-500">Nothing due</span>
        ),
    },
  ],
};
