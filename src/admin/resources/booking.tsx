import { leadResource } from '../leads/lead-resource.tsx';
import { col, created } from './kit.tsx';

export const booking = leadResource('booking', {
  route: '/admin/bookings',
  title: 'Bookings',
  singular: 'Booking',
  emptyHint: 'Plan bookings and quote requests appear here.',
  icon: 'M8 2v4M16 2v4M3 8h18M4 4h16v17H4zM8 13l3 3 5-5',
  card: { label: 'Total Bookings', rank: 3, stat: 'bookings', tone: 'bg-violet-50 text-violet-700' },
  latest: { title: 'Latest bookings', name: 'customerName', detail: (r) => `${r.plan ?? ''} · ${r.contact ?? ''}` },
  columns: [
    col('Customer', 'customerName', { primary: true }),
    col('Contact', 'contact'),
    col('Plan', 'plan'),
    col('Cost', 'cost'),
    created,
  ],
});
