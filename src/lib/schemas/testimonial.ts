import { z } from 'zod';
import { flag, nepali, optional, required } from '../fields.ts';

export const testimonialSchema = z.object({
  name: required('Name', 100),
  location: optional('Location', 100),
  comment: optional('Comment', 1000),
  name_ne: nepali('Name', 100),
  location_ne: nepali('Location', 100),
  comment_ne: nepali('Comment', 1000),
  imageAlt: optional('Image alt text', 200),
  hidden: flag('Hidden'),
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;
