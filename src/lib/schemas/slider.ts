import { z } from 'zod';
import { hidden, imageAlt, link, nepali, optional, required } from '../fields.ts';
import { publishWindow } from './schedule.ts';

// In the admin form's order; each Nepali twin follows its English field.
export const sliderSchema = z.object({
  name: required('Name').meta({ placeholder: 'e.g. Dashain offer' }),
  link: link('Link').meta({ placeholder: '/plans', hint: "When set, the banner shows a 'Get Started' button." }),
  title: optional('Title').meta({ placeholder: 'Heading shown on the banner' }),
  title_ne: nepali('Title'),
  subtitle: optional('Subtitle', 300).meta({ input: 'textarea' }),
  subtitle_ne: nepali('Subtitle', 300),
  imageAlt: imageAlt(),
  hidden: hidden(),
  ...publishWindow,
});
