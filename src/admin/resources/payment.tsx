import { PaymentsScreen } from '../payments/PaymentsScreen.tsx';
import type { Section } from './types.ts';

/** Online payments through eSewa and Khalti (admin and sales). */
export const payment: Section = {
  route: '/admin/payments',
  title: 'Payments',
  icon: 'M3 7h18v10H3zM3 11h18M7 15h3',
  screen: PaymentsScreen,
  api: '/api/payment',
  group: 'billing',
};
