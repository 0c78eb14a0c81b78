import { localePath, messages, type Lang, type Messages } from '../i18n/index.ts';
import { site } from '../site.config.ts';

type NavKey = keyof Messages['layout']['nav'];

/** The navigation of spec §2 (Plans, About, Contact, FAQ, Refer) in a language, with its paths. */
export const navLinks = (lang: Lang) =>
  site.nav.map((item) => ({
    href: localePath(lang, item.href),
    label: messages(lang).layout.nav[item.href.slice(1) as NavKey],
  }));
