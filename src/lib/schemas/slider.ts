import { z } from 'zod';
import { link, optional, required } from '../fields.ts';

export const sliderSchema = z.object({
  title: optional('Title'),
  name: required('Name'),
  subtitle: optional('Subtitle', 300),
  link: link('Link'),
});
export type SliderInput = z.infer<typeof sliderSchema>;
