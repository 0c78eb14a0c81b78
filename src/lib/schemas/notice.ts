import { z } from 'zod';
import { hidden, imageAlt, link, nepali, optional, required } from '../fields.ts';
import { publishWindow } from './schedule.ts';

export const noticeSchema = z.object({
  title: required('Title'),
  title_ne: nepali('Title'),
  // A notice without a poster shows its title, this text and the link (a text-only notice).
  text: optional('Text', 600).meta({
    input: 'textarea',
    hint: 'Shown under the title when the notice has no image (on Nepali pages: no Nepali image). A notice needs an image or a text.',
  }),
  text_ne: nepali('Text', 600),
  link: link('Link').meta({ placeholder: '/plans', hint: "When set, a text notice shows a 'Read more' link." }),
  imageAlt: imageAlt(),
  hidden: hidden(),
  ...publishWindow,
});
