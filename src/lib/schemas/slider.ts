import { z } from 'zod';
import { flag, link, optional, required } from '../fields.ts';

export const sliderSchema = z.object({
  title: optional('Title'),
  name: required('Name'),
  subtitle: optional('Subtitle', 300),
  link: link('Link'),
  imageAlt: optional('Image alt text', 200),
  hidden: flag('Hidden'),
});
export type SliderInput = z.infer<typeof sliderSchema>;
