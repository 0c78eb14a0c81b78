// Which public pages show a record of each entity, and what a preview's page carries besides the
// page itself: the bar that says it is not published, and noindex (issue 31).
import { localePath, type Lang } from '../../i18n/paths.ts';
import { inDigits } from '../../i18n/fill.ts';
import { type PreviewMessages, previewEn } from '../../i18n/preview-en.ts';
import { previewNe } from '../../i18n/preview-ne.ts';
import { NEPAL_ZONE } from '../../lib/nepal-time.ts';

/** The preview bar's words in each language. */
export const PREVIEW_WORDS: Record<Lang, PreviewMessages> = { en: previewEn, ne: previewNe };

/**
 * The English pages that show a record (each has its Nepali twin under /ne/), the first the one a
 * preview opens, with their names in each language (the Nepali as the site's navigation says them).
 */
const HOME = { path: '/', en: 'Home', ne: 'गृहपृष्ठ' };
export const PREVIEW_PAGES: Record<string, { path: string; en: string; ne: string }[]> = {
  plan: [{ path: '/plans', en: 'Plans', ne: 'प्याकेज' }, HOME],
  slider: [HOME],
  notice: [HOME],
  testimonial: [HOME],
  faq: [{ path: '/faq', en: 'FAQ', ne: 'प्रश्नोत्तर' }],
  area: [{ path: '/coverage', en: 'Coverage', ne: 'सेवा क्षेत्र' }, HOME],
  incident: [{ path: '/status', en: 'Network status', ne: 'नेटवर्कको अवस्था' }],
  help: [{ path: '/support', en: 'Support', ne: 'ग्राहक सेवा' }],
};

export interface PreviewPageLink {
  lang: Lang;
  path: string;
  /** its name in its own language, with the language: 'Plans (English)', 'प्याकेज (नेपाली)' */
  label: string;
  /** the preview's address of this page */
  href: string;
}

/** Every page of the entity's preview, in both languages: English first. */
export function previewPages(entity: string, token: string): PreviewPageLink[] {
  return (['en', 'ne'] as const).flatMap((lang) =>
    (PREVIEW_PAGES[entity] ?? []).map((names) => {
      const page = localePath(lang, names.path);
      const label = `${names[lang]} (${PREVIEW_WORDS[lang].language})`;
      return { lang, path: page, label, href: `/preview/${token}${page === '/' ? '/' : page}` };
    }),
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: NEPAL_ZONE,
});

// Inline styles: the page's own stylesheet has no classes for this, and its CSP allows inline styles.
const BAR =
  'position:relative;z-index:2147483647;background:#fef3c7;color:#451a03;border-bottom:3px solid #b45309;' +
  // The page's own font: the Nepali pages' Devanagari face is theirs, not the system's.
  'padding:8px 16px;font-size:14px;line-height:1.5';
// Kept in view on a wide screen; on a phone it would cover a third of the page, so it scrolls away there.
const STICKY = '<style>@media (min-width:768px){#preview-bar{position:sticky!important;top:0}}</style>';
const LINK = 'color:#451a03;text-decoration:underline;margin-right:12px;display:inline-block;padding:2px 0';

/** The preview bar's HTML for one page of the preview. */
export function previewBar(lang: Lang, current: string, pages: PreviewPageLink[], expires: number): string {
  const words = PREVIEW_WORDS[lang];
  const time = TIME.format(expires);
  const links = pages
    .map((p) =>
      p.path === current
        ? `<strong style="margin-right:12px" aria-current="page" lang="${p.lang}">${escapeHtml(p.label)}</strong>`
        : `<a style="${LINK}" href="${escapeHtml(p.href)}" lang="${p.lang}">${escapeHtml(p.label)}</a>`,
    )
    .join('');
  return (
    `<div id="preview-bar" role="region" aria-label="${escapeHtml(words.bar)}" style="${BAR}">` +
    `<p style="margin:0;font-weight:700;font-size:16px">${escapeHtml(words.bar)}</p>` +
    `<p style="margin:0">${escapeHtml(words.note.replace('{time}', inDigits(time, words.digits)))}</p>` +
    `<p style="margin:0">${escapeHtml(words.pages)} ${links}<a style="${LINK}" href="/admin">${escapeHtml(words.backToAdmin)}</a></p>` +
    '</div>'
  );
}

/** The rendered page with the bar first in its body, noindex in its head and the title marked. */
export function asPreview(html: string, bar: string, title: string): string {
  return html
    .replace(/<head>/i, `<head><meta name="robots" content="noindex, nofollow">${STICKY}`)
    .replace(/<title>/i, `<title>${escapeHtml(title)} · `)
    .replace(/<body([^>]*)>/i, (body) => `${body}${bar}`);
}

/** A small page that says why there is no preview (expired, not signed in, …). */
export function previewRefusal(title: string, message: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title></head>` +
    '<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a">' +
    `<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
    '<p><a href="/admin" style="color:#1d4ed8">Go to the admin</a></p></body></html>'
  );
}
