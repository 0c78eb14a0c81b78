import type { PreviewMessages } from './preview-en.ts';

/** The bar over an editor's preview (issue 31), in Nepali. */
export const previewNe: PreviewMessages = {
  bar: 'पूर्वावलोकन — प्रकाशित गरिएको छैन',
  note: 'यो पृष्ठ {time} सम्म (नेपाल समय) तपाईं मात्र हेर्न सक्नुहुन्छ। तपाईंले सेभ नगरेसम्म आगन्तुकहरूले हालकै साइट देख्छन्।',
  pages: 'यो देखिने पृष्ठहरू:',
  backToAdmin: 'एडमिनमा फर्कनुहोस्',
  title: 'पूर्वावलोकन',
  language: 'नेपाली',
  digits: '०१२३४५६७८९',
};
