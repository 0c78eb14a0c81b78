import { col, created, imageField, imageResource, thumb, withNepali } from './kit.tsx';

export const notice = imageResource('notice', {
  route: '/admin/notices',
  title: 'Notices',
  singular: 'Notice',
  icon: 'M4 4h16v12H8l-4 4zM8 8h8M8 12h5',
  card: { label: 'Notices', rank: 8, stat: 'notices', tone: 'bg-orange-50 text-orange-700' },
  columns: [thumb, col('Title', 'title', { primary: true }), created],
  fields: withNepali([{ name: 'title', label: 'Title', kind: 'text', required: true }, imageField], ['title']),
});
