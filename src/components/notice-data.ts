import type { Lang } from '../i18n/paths.ts';
import { localePath } from '../i18n/paths.ts';
import { inLang } from '../i18n/content.ts';
import type { NoticeData } from '../islands/types.ts';
import type { ContentRecord } from './collections.ts';
import { altText, responsiveImage } from './images.ts';

const WIDTHS = [480, 720, 1080];
const SIZES = '(min-width: 640px) 576px, 92vw';

/** The image a page in this language shows: on a Nepali page the Nepali one, where the editor gave one. */
export const imageIn = (lang: Lang, record: { image: string; image_ne?: string }) =>
  (lang === 'ne' && record.image_ne) || record.image;

/**
 * The notices as the popup shows them, in the page's language: each poster optimised (the Nepali
 * poster on a Nepali page), or the notice's title, text and link where it has no image (on a Nepali
 * page also where it has only an English poster but a Nepali text). A notice
 * whose image could not be loaded at all shows its text if it has one, and is left out otherwise.
 */
export async function noticeData(lang: Lang, notices: ContentRecord<'notices'>[]): Promise<NoticeData[]> {
  const shown = await Promise.all(
    notices.map(async (n): Promise<NoticeData | undefined> => {
      const title = inLang(lang, n, 'title');
      // A Nepali page never shows an English poster when the editor wrote the notice in Nepali.
      const nepaliText = lang === 'ne' && !n.image_ne && n.text_ne.trim() !== '';
      const name = nepaliText ? '' : imageIn(lang, n);
      const image = name ? await responsiveImage(name, WIDTHS, SIZES) : undefined;
      if (image) {
        // The editor's alt text is English: a Nepali poster (or a Nepali title) is described in Nepali.
        const english = lang === 'en' || (name === n.image && !n.title_ne);
        return { id: n._id, title, image, alt: altText(english ? n.imageAlt : '', title) };
      }
      const text = inLang(lang, n, 'text');
      if (!text) return undefined;
      const link = n.link.startsWith('/') ? localePath(lang, n.link) : n.link;
      return { id: n._id, title, text, link };
    }),
  );
  return shown.filter((n): n is NoticeData => n !== undefined);
}
