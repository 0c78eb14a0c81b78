import { z } from 'zod';
import { flag, nepali, required } from '../fields.ts';

export const faqSchema = z.object({
  question: required('Question', 500),
  answer: required('Answer', 5000),
  question_ne: nepali('Question', 500),
  answer_ne: nepali('Answer', 5000),
  hidden: flag('Hidden'),
});
export type FaqInput = z.infer<typeof faqSchema>;
