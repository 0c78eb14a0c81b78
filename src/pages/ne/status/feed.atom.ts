import type { APIRoute } from 'astro';
import { statusFeed } from '../../../components/status-feed.ts';

// नेटवर्कको अवस्था Atom फिडमा: the same feed as /status/feed.atom, in Nepali.
export const GET: APIRoute = async ({ site }) => statusFeed('ne', site!);
