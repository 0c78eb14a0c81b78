import { z } from 'zod';
import { flag, nepali, optional, required } from '../fields.ts';

export const noticeSchema = z.object({
  title: required('Title'),
  title_ne: nepali('Title'),
  imageAlt: optional('Image alt text', 200),
  hidden: flag('Hidden'),
});
export type NoticeInput = z.infer<typeof noticeSchema>;
