/** The dashboard's counts (spec §2), as GET /api/stats answers them: key → the table counted. */
export const STAT_TABLES = {
  users: 'users',
  plans: 'plan',
  bookings: 'booking',
  contacts: 'contact',
  referrals: 'referral',
  testimonials: 'testimonial',
  sliders: 'slider',
  notices: 'notice',
} as const;

export type StatKey = keyof typeof STAT_TABLES;
export type Stats = Record<StatKey, number>;
