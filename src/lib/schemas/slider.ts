import { z } from 'zod';
import { flag, link, nepali, optional, required } from '../fields.ts';

export const sliderSchema = z.object({
  title: optional('Title'),
  name: required('Name'),
  subtitle: optional('Subtitle', 300),
  link: link('Link'),
  title_ne: nepali('Title'),
  subtitle_ne: nepali('Subtitle', 300),
  imageAlt: optional('Image alt text', 200),
  hidden: flag('Hidden'),
});
export type SliderInput = z.infer<typeof sliderSchema>;
