import { CreditsScreen } from '../credits/CreditsScreen.tsx';
import type { Section } from './types.ts';

/** The credits desk: credits for customers' outages, proposed per month, approved or rejected, sent to billing. */
export const credit: Section = {
  route: '/admin/credits',
  title: 'Credits',
  icon: 'M12 8c-1.7 0-3 .9-3 2s1.3 2 3 2 3 .9 3 2-1.3 2-3 2m0-8V6m0 10v2m9-6a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  screen: CreditsScreen,
  api: '/api/credit',
  group: 'billing',
};
