import { leadResource } from '../leads/lead-resource.tsx';
import { col, created, languageColumn } from './kit.tsx';

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
    col('Name', 'name', { primary: true }),
    col('Email', 'email'),
    col('Subject', 'subject'),
    col('Phone', 'phone'),
    languageColumn,
    created,
  ],
});
