import { z } from 'zod';
import { link, nepali, optional, required } from '../fields.ts';

export const sliderSchema = z.object({
  title: optional('Title'),
  name: required('Name'),
  subtitle: optional('Subtitle', 300),
  link: link('Link'),
  title_ne: nepali('Title'),
  subtitle_ne: nepali('Subtitle', 300),
});
export type SliderInput = z.infer<typeof sliderSchema>;
