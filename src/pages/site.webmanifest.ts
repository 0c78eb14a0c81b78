import type { APIRoute } from 'astro';
import { messages } from '../i18n/index.ts';

// The web manifest (issue 42): the ISP's name and icons when the site is added to a home screen.
export const GET: APIRoute = () => {
  const { name, description } = messages('en').site;
  const manifest = {
    name,
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0],
    description,
    lang: 'en',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#173aa3',
    icons: [192, 512].map((size) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
