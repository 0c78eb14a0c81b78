import type { APIRoute } from 'astro';
import { shareCard } from '../components/brand-images.ts';
import { siteSettings } from '../i18n/index.ts';

// The share card every page names as its og:image: the ISP's name, logo and words (issue 42).
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await shareCard(siteSettings())), { headers: { 'Content-Type': 'image/png' } });
