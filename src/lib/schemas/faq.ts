import { z } from 'zod';
import { flag, required } from '../fields.ts';

export const faqSchema = z.object({
  question: required('Question', 500),
  answer: required('Answer', 5000),
  hidden: flag('Hidden'),
});
export type FaqInput = z.infer<typeof faqSchema>;
