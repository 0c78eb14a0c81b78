import { fill } from '../i18n/fill.ts';
import { inLang } from '../i18n/content.ts';
import { en } from '../i18n/en.ts';
import { ne } from '../i18n/ne.ts';
import { type Lang, localePath } from '../i18n/paths.ts';
import { escapeXml } from './escape-xml.ts';
import { formatSpan, formatWhen } from './format-date.ts';
import { type Incident, timeline } from './incidents.ts';

// The status page as an Atom feed (RFC 4287), /status/feed.atom and /ne/status/feed.atom (issue 49):
// every incident and maintenance window of the last 90 days and those planned, newest first, each
// entry updated at its latest news. Built with the pages, so an incident's edit republishes it.

const DAY = 86_400_000;

/** When an incident last changed for a reader: its newest update, else its start. */
const updatedAt = (i: Incident) => timeline(i)[0]?.at || i.startsAt;

export interface FeedInput {
  lang: Lang;
  site: URL;
  /** the ISP's name in the feed's language */
  name: string;
  incidents: Incident[];
  areas: { name: string; name_ne?: string }[];
  now: number;
}

export function atomFeed({ lang, site, name, incidents: list, areas, now }: FeedInput): string {
  // The catalogues themselves: `{isp}` is the name given, not the build's.
  const t = (lang === 'ne' ? ne : en).status;
  const page = new URL(localePath(lang, '/status'), site).href;
  const self = new URL(localePath(lang, '/status/feed.atom'), site).href;
  const entries = list
    .filter((i) => i.status !== 'resolved' || now - Date.parse(updatedAt(i)) <= 90 * DAY)
    .sort((a, b) => updatedAt(b).localeCompare(updatedAt(a)));
  const areaName = (n: string) => (lang === 'ne' && areas.find((a) => a.name === n)?.name_ne) || n;
  const where = (i: Incident) => (i.areas.length ? i.areas.map(areaName).join(', ') : t.everywhere);
  const entry = (i: Incident) => {
    const lines = [
      `${t.kind[i.kind]} · ${t.state[i.status]}`,
      `${t.where}: ${where(i)}`,
      `${i.kind === 'maintenance' ? t.window : t.period}: ${formatSpan(lang, i.startsAt, i.endsAt)}`,
      ...timeline(i).map((u) => `${formatWhen(lang, u.at)} · ${t.state[u.status]}: ${inLang(lang, u, 'text')}`),
    ];
    return [
      '  <entry>',
      `    <id>${escapeXml(`${page}#incident-${i._id}`)}</id>`,
      `    <title>${escapeXml(`${t.kind[i.kind]}: ${inLang(lang, i, 'title')}`)}</title>`,
      `    <updated>${new Date(updatedAt(i)).toISOString()}</updated>`,
      `    <published>${new Date(i.startsAt).toISOString()}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
      `    <content type="text">${escapeXml(lines.join('\n'))}</content>`,
      '  </entry>',
    ].join('\n');
  };
  const updated = entries[0] ? new Date(updatedAt(entries[0])).toISOString() : new Date(now).toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(fill(t.feed.title, { isp: name }))}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <author><name>${escapeXml(name)}</name></author>`,
    ...entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
