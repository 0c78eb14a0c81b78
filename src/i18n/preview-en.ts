/** The bar over an editor's preview (issue 31), in English: its own module, read by the server that serves previews. */
export const previewEn = {
  bar: 'Preview — not published',
  /** {time} is when the link expires, in Nepal time */
  note: 'Only you can see this page, until {time} (Nepal time). Visitors see the live site until you save.',
  pages: 'Pages that show it:',
  backToAdmin: 'Back to the admin',
  /** the preview page's title */
  title: 'Preview',
  /** this language's name, in itself, beside each page's link */
  language: 'English',
  digits: '0123456789',
};
export type PreviewMessages = typeof previewEn;
