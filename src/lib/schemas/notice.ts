import { z } from 'zod';
import { flag, optional, required } from '../fields.ts';

export const noticeSchema = z.object({
  title: required('Title'),
  imageAlt: optional('Image alt text', 200),
  hidden: flag('Hidden'),
});
export type NoticeInput = z.infer<typeof noticeSchema>;
