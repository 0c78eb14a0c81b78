import { z } from 'zod';
import { focalPoint } from '../focal-point.ts';
import { hidden, imageAlt, nepali, optional, required } from '../fields.ts';
import { publishWindow } from './schedule.ts';

// In the admin form's order; each Nepali twin follows its English field.
export const testimonialSchema = z.object({
  name: required('Name', 100),
  name_ne: nepali('Name', 100),
  location: optional('Location', 100).meta({ placeholder: 'e.g. Butwal' }),
  location_ne: nepali('Location', 100),
  comment: optional('Comment', 1000).meta({ input: 'textarea' }),
  comment_ne: nepali('Comment', 1000),
  imageAlt: imageAlt(),
  // set by clicking the image's preview in the admin (src/admin/components/FocalPicker.tsx)
  focalX: focalPoint('Focal point X', 'from the left'),
  focalY: focalPoint('Focal point Y', 'from the top'),
  hidden: hidden(),
  ...publishWindow,
});
