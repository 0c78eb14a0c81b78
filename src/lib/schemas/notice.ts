import { z } from 'zod';
import { hidden, imageAlt, nepali, required } from '../fields.ts';
import { publishWindow } from './schedule.ts';

export const noticeSchema = z.object({
  title: required('Title'),
  title_ne: nepali('Title'),
  imageAlt: imageAlt(),
  hidden: hidden(),
  ...publishWindow,
});
