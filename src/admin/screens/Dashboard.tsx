import useSWR from 'swr';
import { Link } from '../components/Link.tsx';
import { fetcher } from '../lib/api.ts';
import { useStore } from '@nanostores/react';
import { $auth } from '../lib/session.ts';

// The count cards of spec §2; 'Active Plans' is the plan count (spec §9).
const CARDS = [
  { label: 'Total Users', api: '/api/users', href: '/admin/users', tone: 'bg-sky-50 text-sky-700' },
  { label: 'Active Plans', api: '/api/plan', href: '/admin/plans', tone: 'bg-emerald-50 text-emerald-700' },
  { label: 'Total Bookings', api: '/api/booking', href: '/admin/bookings', tone: 'bg-violet-50 text-violet-700' },
  { label: 'Contact Forms', api: '/api/contact', href: '/admin/contact-forms', tone: 'bg-amber-50 text-amber-700' },
  { label: 'Referral Forms', api: '/api/referral', href: '/admin/referral-forms', tone: 'bg-rose-50 text-rose-700' },
  { label: 'Testimonials', api: '/api/testimonial', href: '/admin/testimonials', tone: 'bg-teal-50 text-teal-700' },
  { label: 'Sliders', api: '/api/slider', href: '/admin/sliders', tone: 'bg-indigo-50 text-indigo-700' },
  { label: 'Notices', api: '/api/notice', href: '/admin/notices', tone: 'bg-orange-50 text-orange-700' },
];

function CountCard({ label, api, href, tone }: (typeof CARDS)[number]) {
  const { data, error } = useSWR<unknown[]>(api, fetcher);
  const value = data ? data.length : error ? '—' : null;
  return (
    <Link href={href} className="card group flex items-center justify-between gap-3 p-5 transition hover:border-brand-500/40 hover:shadow-md">
      <div>
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="mt-1 text-3xl font-semibold text-slate-900 tabular-nums" data-testid={`count-${label}`}>
          {value ?? <span className="inline-block h-8 w-10 animate-pulse rounded bg-slate-100 align-middle" aria-label="Loading" />}
        </p>
      </div>
      <span className={`rounded-md px-2 py-1 text-xs font-medium ${tone} group-hover:underline`}>View</span>
    </Link>
  );
}

export function Dashboard() {
  const { user } = useStore($auth);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">Dashboard</h1>
        <p className="mt-0.5 text-sm text-slate-500">Welcome back, {user?.name || 'Admin User'}.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((card) => (
          <CountCard key={card.label} {...card} />
        ))}
      </div>
    </div>
  );
}
