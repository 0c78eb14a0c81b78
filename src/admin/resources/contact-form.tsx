import { leadResource } from '../leads/lead-resource.tsx';
import { col, contactColumn, created, str } from './kit.tsx';

export const contactForm = leadResource('contact', {
  route: '/admin/contact-forms',
  title: 'Contact Forms',
  singular: 'Contact message',
  noun: 'contact messages',
  emptyHint: 'Messages sent from the Contact page appear here.',
  icon: 'M3 5h18v14H3zM3 6l9 7 9-7',
  card: { label: 'Contact Forms', rank: 4, stat: 'contacts', tone: 'bg-amber-50 text-amber-700' },
  latest: { title: 'Latest contact messages', name: 'name', detail: (r) => String(r.subject || r.msg || '') },
  columns: [
    col('Name', 'name', { primary: true, className: 'md:min-w-40' }),
    contactColumn('Contact', ['email', 'phone']),
    // What the visitor wants, at a glance: the subject, and under it the start of the message.
    col('Subject', 'subject', {
      className: 'md:min-w-44',
      render: (r) => (
        <span className="block" title={str(r.msg)}>
          <span className="block md:line-clamp-1">{str(r.subject) || '—'}</span>
          <span className="block text-xs text-slate-500 md:line-clamp-1">{str(r.msg)}</span>
        </span>
      ),
    }),
    created,
  ],
});
