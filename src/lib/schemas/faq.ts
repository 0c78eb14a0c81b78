import { z } from 'zod';
import { hidden, nepali, required } from '../fields.ts';
import { publishWindow } from './schedule.ts';

// In the admin form's order; each Nepali twin follows its English field.
export const faqSchema = z.object({
  question: required('Question', 500),
  question_ne: nepali('Question', 500),
  answer: required('Answer', 5000).meta({ input: 'textarea' }),
  answer_ne: nepali('Answer', 5000),
  hidden: hidden(),
  ...publishWindow,
});
