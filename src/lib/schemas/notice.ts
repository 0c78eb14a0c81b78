import { z } from 'zod';
import { required } from '../fields.ts';

export const noticeSchema = z.object({
  title: required('Title'),
});
export type NoticeInput = z.infer<typeof noticeSchema>;
