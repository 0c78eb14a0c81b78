import { FAQ_ANSWER_WORDS, FAQ_QUESTION_WORDS } from '../../lib/constants.ts';
import { truncateWords } from '../../lib/truncate-words.ts';
import { col, contentResource, created, str } from './kit.tsx';

export const faq = contentResource('faq', {
  route: '/admin/faqs',
  title: 'FAQs',
  singular: 'FAQ',
  noun: 'FAQs',
  icon: 'M9 9a3 3 0 115 2c-1 .7-2 1.3-2 3M12 17h.01M12 22a10 10 0 100-20 10 10 0 000 20z',
  columns: [
    col('Question', 'question', { primary: true, render: (r) => truncateWords(str(r.question), FAQ_QUESTION_WORDS) }),
    col('Answer', 'answer', { render: (r) => truncateWords(str(r.answer), FAQ_ANSWER_WORDS) }),
    created,
  ],
});
