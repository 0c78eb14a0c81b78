import { z } from 'zod';
import { optional, required } from '../fields.ts';

export const sliderSchema = z.object({
  title: optional('Title'),
  name: required('Name'),
  subtitle: optional('Subtitle', 300),
  link: optional('Link', 500),
});
export type SliderInput = z.infer<typeof sliderSchema>;
