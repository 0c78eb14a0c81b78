import { truncateWords } from '../../lib/truncate-words.ts';
import { col, contentResource, created, str, thumb } from './kit.tsx';

export const testimonial = contentResource('testimonial', {
  route: '/admin/testimonials',
  title: 'Testimonials',
  singular: 'Testimonial',
  icon: 'M7 8h10M7 12h6M5 4h14a2 2 0 012 2v9a2 2 0 01-2 2H10l-5 4v-4a2 2 0 01-2-2V6a2 2 0 012-2z',
  card: { label: 'Testimonials', rank: 6, stat: 'testimonials', tone: 'bg-teal-50 text-teal-700' },
  columns: [
    thumb,
    col('Name', 'name', { primary: true }),
    col('Location', 'location'),
    col('Comment', 'comment', { render: (r) => truncateWords(str(r.comment), 12) || '—' }),
    created,
  ],
});
