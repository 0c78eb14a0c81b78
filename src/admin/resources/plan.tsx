import { POPULAR_BADGE } from '../../lib/messages.ts';
import { col, contentResource, created, Features, str } from './kit.tsx';

export const plan = contentResource('plan', {
  route: '/admin/plans',
  title: 'Plans',
  singular: 'Plan',
  icon: 'M2 9a15 15 0 0120 0M5.5 12.5a10 10 0 0113 0M9 16a5 5 0 016 0M12 19.5h.01',
  // 'Active Plans' is the plan count (spec §9).
  card: { label: 'Active Plans', rank: 2, stat: 'plans', tone: 'bg-emerald-50 text-emerald-700' },
  columns: [
    col('Name', 'name', { primary: true }),
    col('Speed', 'speed'),
    col('Price', 'price', { render: (r) => `${str(r.price)} ${str(r.duration)}`.trim() || '—' }),
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
});
