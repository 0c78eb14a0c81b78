import { leadResource } from '../leads/lead-resource.tsx';
import { col, created } from './kit.tsx';

export const referralForm = leadResource('referral', {
  route: '/admin/referral-forms',
  title: 'Referral Forms',
  singular: 'Referral',
  noun: 'referrals',
  emptyHint: 'Referrals sent from the Refer page appear here.',
  icon: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2 2 0 110-4c3 0 4 4 4 4zM12 7h4a2 2 0 100-4c-3 0-4 4-4 4z',
  card: { label: 'Referral Forms', rank: 5, stat: 'referrals', tone: 'bg-rose-50 text-rose-700' },
  latest: { title: 'Latest referrals', name: 'customerName', detail: (r) => `Friend: ${r.friendsName ?? ''}` },
  columns: [
    col('Customer', 'customerName', { primary: true }),
    col('Phone', 'phone'),
    col("Friend's name", 'friendsName'),
    col("Friend's contact", 'friendsContact'),
    created,
  ],
});
