import { truncateWords } from '../../lib/truncate-words.ts';
import { col, created, imageField, imageResource, str, thumb, withNepali } from './kit.tsx';

export const slider = imageResource('slider', {
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
    col('Link', 'link', { className: 'break-all md:break-normal md:whitespace-nowrap' }),
    created,
  ],
  fields: withNepali(
    [
      { name: 'name', label: 'Name', kind: 'text', required: true, placeholder: 'e.g. Dashain offer' },
      {
        name: 'link',
        label: 'Link',
        kind: 'text',
        placeholder: '/plans',
        hint: "When set, the banner shows a 'Get Started' button.",
      },
      { name: 'title', label: 'Title', kind: 'text', placeholder: 'Heading shown on the banner' },
      { name: 'subtitle', label: 'Subtitle', kind: 'textarea' },
      imageField,
    ],
    ['title', 'subtitle'],
  ),
});
