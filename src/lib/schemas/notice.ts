import { z } from 'zod';
import { nepali, required } from '../fields.ts';

export const noticeSchema = z.object({
  title: required('Title'),
  title_ne: nepali('Title'),
});
export type NoticeInput = z.infer<typeof noticeSchema>;
