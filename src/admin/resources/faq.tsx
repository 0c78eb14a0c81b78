import { ENTITIES } from '../../lib/entities.ts';
import { FAQ_ANSWER_WORDS, FAQ_QUESTION_WORDS } from '../../lib/constants.ts';
import { truncateWords } from '../../lib/truncate-words.ts';
import { col, created, entityValidate, fromEntity, hiddenField, str, textValues, withNepali } from './kit.tsx';

const TEXT = ['question', 'answer', 'question_ne', 'answer_ne'];
import type { Resource } from './types.ts';

export const faq: Resource = {
  ...fromEntity('faq'),
  route: '/admin/faqs',
  title: 'FAQs',
  singular: 'FAQ',
  noun: 'FAQs',
  icon: 'M9 9a3 3 0 115 2c-1 .7-2 1.3-2 3M12 17h.01M12 22a10 10 0 100-20 10 10 0 000 20z',
  image: false,
  columns: [
    col('Question', 'question', { primary: true, render: (r) => truncateWords(str(r.question), FAQ_QUESTION_WORDS) }),
    col('Answer', 'answer', { render: (r) => truncateWords(str(r.answer), FAQ_ANSWER_WORDS) }),
    created,
  ],
  fields: withNepali(
    [
      { name: 'question', label: 'Question', kind: 'text', required: true },
      { name: 'answer', label: 'Answer', kind: 'textarea', required: true },
      hiddenField,
    ],
    ['question', 'answer'],
  ),
  validate: entityValidate(ENTITIES.faq.schema, TEXT, false),
  payload: (values) => ({ ...textValues(values, TEXT), hidden: Boolean(values.hidden) }),
};
