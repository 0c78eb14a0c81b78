/**
 * One Nepali word for one thing (issue 44, the Nepali review's terminology table). Each term has
 * the Nepali the site uses and the variants it must not use; tests/unit/i18n/glossary.test.ts
 * reads the Nepali catalogues, the email templates and the demo content and fails on a variant.
 * A variant is matched at the start of a word (suffixes such as मा, को, हरू still count), never
 * inside a longer word, and with the few legitimate neighbours the pattern names.
 */
export interface GlossaryTerm {
  en: string;
  ne: string;
  /** what must not appear, as written in the source (a word start is added in front) */
  forbidden: RegExp[];
}

export const glossary: GlossaryTerm[] = [
  // सञ्जाल stays only in सामाजिक सञ्जाल (social media).
  { en: 'network', ne: 'नेटवर्क', forbidden: [/(?<!सामाजिक )सञ्जाल/] },
  { en: 'speed', ne: 'स्पिड', forbidden: [/स्पीड/] },
  { en: 'page', ne: 'पृष्ठ', forbidden: [/पेज/] },
  { en: 'plan, package', ne: 'प्याकेज', forbidden: [/प्लान/] },
  { en: 'fault report', ne: 'समस्या दर्ता (टिकट only for its number)', forbidden: [/उजुरी/] },
  // 'मर्मत भयो, निगरानीमा' (fixed, being watched) is a state of its own, not "resolved".
  { en: 'resolved', ne: 'समाधान भयो / समाधान भएको', forbidden: [/मर्मत भयो'/, /मर्मत भएको'/] },
  { en: 'customer ID', ne: 'ग्राहक ID', forbidden: [/आईडी/, /आइडी/] },
  { en: 'form', ne: 'फारम', forbidden: [/फाराम/] },
  { en: 'optional', ne: '(नभए पनि हुन्छ)', forbidden: [/ऐच्छिक/] },
  { en: 'Nepal time', ne: 'नेपाल समय', forbidden: [/नेपाली समय/] },
  { en: 'sending…', ne: 'पठाइँदै छ...', forbidden: [/पठाउँदै/] },
  { en: 'status emails', ne: 'सेवा-सूचना इमेल', forbidden: [/अवस्थाका इमेल/] },
  // The fault category names the service as the plans do; टिभी alone stays for the set-top box.
  // पूर्वनिर्धारित reads as the software word for "default" (the second reader's finding).
  { en: 'scheduled maintenance', ne: 'पूर्वसूचित मर्मतसम्भार', forbidden: [/पूर्वनिर्धारित/] },
  // The site writes the ङ्ग of लिङ्क and अङ्क, so Tuesday too.
  { en: 'Tuesday', ne: 'मङ्गलबार', forbidden: [/मंगलबार/] },
  { en: 'TV (the fault category)', ne: 'टिभी (IPTV)', forbidden: [/tv: 'टिभी'/, /टीभी/] },
];

/** Where a variant is, as [pattern, matched text, index]; a variant only counts at a word start. */
export function variantsIn(text: string, term: GlossaryTerm): { found: string; index: number }[] {
  return term.forbidden.flatMap((pattern) =>
    [...text.matchAll(new RegExp(`(?<![\\u0900-\\u097F])(?:${pattern.source})`, 'g'))].map((m) => ({
      found: m[0],
      index: m.index,
    })),
  );
}
