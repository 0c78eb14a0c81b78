import { ENTITIES } from '../../lib/entities.ts';
import { POPULAR_BADGE } from '../../lib/messages.ts';
import {
  col,
  created,
  entityValidate,
  SHORT,
  Features,
  fromEntity,
  hiddenField,
  str,
  textValues,
  withNepali,
} from './kit.tsx';
import type { FormValues, Resource } from './types.ts';

const TEXT = ['name', 'speed', 'price', 'duration', 'name_ne'];
const features = (values: FormValues, name: string) =>
  ((values[name] as string[]) ?? []).map((f) => f.trim()).filter(Boolean);

export const plan: Resource = {
  ...fromEntity('plan'),
  route: '/admin/plans',
  title: 'Plans',
  singular: 'Plan',
  icon: 'M2 9a15 15 0 0120 0M5.5 12.5a10 10 0 0113 0M9 16a5 5 0 016 0M12 19.5h.01',
  // 'Active Plans' is the plan count (spec §9).
  card: { label: 'Active Plans', rank: 2, stat: 'plans', tone: 'bg-emerald-50 text-emerald-700' },
  image: false,
  columns: [
    col('Name', 'name', { primary: true }),
    col('Speed', 'speed', { className: SHORT }),
    col('Price', 'price', { className: SHORT, render: (r) => `${str(r.price)} ${str(r.duration)}`.trim() || '—' }),
    { label: 'Features', render: (r) => <Features list={r.features} /> },
    {
      label: 'Category',
      sort: 'sme',
      render: (r) => (
        <span className="flex flex-wrap gap-1">
          {r.sme ? <span className="badge badge-amber">SME</span> : <span className="badge">Home</span>}
          {Boolean(r.featured) && <span className="badge">Home page</span>}
          {Boolean(r.popular) && <span className="badge badge-amber">{POPULAR_BADGE}</span>}
        </span>
      ),
    },
    created,
  ],
  // Speed, price and duration need no Nepali twin: the Nepali pages write their numbers in Devanagari.
  fields: withNepali(
    [
      { name: 'name', label: 'Name', kind: 'text', required: true, placeholder: 'e.g. Fibernet 50' },
      { name: 'speed', label: 'Speed', kind: 'text', required: true, placeholder: 'e.g. 25 Mbps' },
      { name: 'price', label: 'Price', kind: 'text', required: true, placeholder: 'e.g. Rs. 1,500' },
      { name: 'duration', label: 'Duration', kind: 'text', required: true, placeholder: 'e.g. /month' },
      { name: 'features', label: 'Features', kind: 'features' },
      { name: 'sme', label: 'SME plan (shown in the SME tab)', kind: 'checkbox' },
      { name: 'featured', label: 'Featured (shown on the home page)', kind: 'checkbox' },
      { name: 'popular', label: `${POPULAR_BADGE} (the badge on the home page and /plans)`, kind: 'checkbox' },
      hiddenField,
    ],
    ['name', 'features'],
  ),
  validate: entityValidate(ENTITIES.plan.schema, TEXT, false),
  payload: (values) => ({
    ...textValues(values, TEXT),
    features: features(values, 'features'),
    features_ne: features(values, 'features_ne'),
    sme: Boolean(values.sme),
    featured: Boolean(values.featured),
    popular: Boolean(values.popular),
    hidden: Boolean(values.hidden),
  }),
};
