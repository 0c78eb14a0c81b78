import { z } from 'zod';
import { focalPoint } from '../focal-point.ts';
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
  // set by clicking the image's preview in the admin (src/admin/components/FocalPicker.tsx)
  focalX: focalPoint('Focal point X', 'from the left'),
  focalY: focalPoint('Focal point Y', 'from the top'),
  hidden: hidden(),
  ...publishWindow,
});
