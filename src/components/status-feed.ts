import { inLang } from '../i18n/site-words.ts';
import type { Lang } from '../i18n/paths.ts';
import { atomFeed } from '../lib/status-feed.ts';
import { settings } from './collections.ts';
import { areaData } from './coverage-data.ts';
import { incidents } from './incident-data.ts';

/** /status/feed.atom and /ne/status/feed.atom as the build serves them (src/lib/status-feed.ts writes them). */
export async function statusFeed(lang: Lang, site: URL): Promise<Response> {
  const [list, isp, areas] = await Promise.all([incidents(), settings(), areaData()]);
  const xml = atomFeed({ lang, site, name: inLang(lang, isp, 'name'), incidents: list, areas, now: Date.now() });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
