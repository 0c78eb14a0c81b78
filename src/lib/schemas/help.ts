import { z } from 'zod';
import { hidden, nepali, required } from '../fields.ts';

// A self-help step on /support (issue 29): the ONU's lights, restarting, Wi-Fi tips. Managed like FAQs;
// in the admin form's order, each Nepali twin after its English field.
export const helpSchema = z.object({
  title: required('Title', 200),
  title_ne: nepali('Title', 200),
  text: required('Text', 2000).meta({ input: 'textarea' }),
  text_ne: nepali('Text', 2000),
  hidden: hidden(),
});
