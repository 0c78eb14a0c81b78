import type { APIRoute } from 'astro';
import { statusFeed } from '../../components/status-feed.ts';

// The network status as an Atom feed, in English (the Nepali one: /ne/status/feed.atom).
export const GET: APIRoute = async ({ site }) => statusFeed('en', site!);
