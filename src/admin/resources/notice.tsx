import { col, contentResource, created, thumb } from './kit.tsx';

export const notice = contentResource('notice', {
  route: '/admin/notices',
  title: 'Notices',
  singular: 'Notice',
  icon: 'M4 4h16v12H8l-4 4zM8 8h8M8 12h5',
  card: { label: 'Notices', rank: 8, stat: 'notices', tone: 'bg-orange-50 text-orange-700' },
  columns: [thumb, col('Title', 'title', { primary: true }), created],
});
