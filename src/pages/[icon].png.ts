import type { APIRoute, GetStaticPaths } from 'astro';
import { iconPng } from '../components/brand-images.ts';
import { siteSettings } from '../i18n/index.ts';

// The home-screen icons (issue 42): the ISP's uploaded logo, else the site's drawn mark.
const SIZES: Record<string, number> = { 'apple-touch-icon': 180, 'icon-192': 192, 'icon-512': 512 };

export const getStaticPaths: GetStaticPaths = () => Object.keys(SIZES).map((icon) => ({ params: { icon } }));

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await iconPng(siteSettings(), SIZES[String(params.icon)])), {
    headers: { 'Content-Type': 'image/png' },
  });
