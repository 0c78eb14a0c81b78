import { truncateWords } from '../../lib/truncate-words.ts';
import { col, contentResource, created, str, thumb } from './kit.tsx';

export const slider = contentResource('slider', {
  route: '/admin/sliders',
  title: 'Sliders',
  singular: 'Slider',
  icon: 'M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6',
  card: { label: 'Sliders', rank: 7, stat: 'sliders', tone: 'bg-indigo-50 text-indigo-700' },
  columns: [
    thumb,
    col('Name', 'name', { primary: true }),
    col('Title', 'title'),
    col('Subtitle', 'subtitle', { render: (r) => truncateWords(str(r.subtitle), 8) || '—' }),
    col('Link', 'link'),
    created,
  ],
});
