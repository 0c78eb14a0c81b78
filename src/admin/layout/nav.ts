/** The sidebar of spec §2, in its order. */
export const NAV = [
  { label: 'Dashboard', href: '/admin' },
  { label: 'Sliders', href: '/admin/sliders' },
  { label: 'Notices', href: '/admin/notices' },
  { label: 'Testimonials', href: '/admin/testimonials' },
  { label: 'Users', href: '/admin/users' },
  { label: 'Plans', href: '/admin/plans' },
  { label: 'FAQs', href: '/admin/faqs' },
  { label: 'Referral Forms', href: '/admin/referral-forms' },
  { label: 'Contact Forms', href: '/admin/contact-forms' },
  { label: 'Bookings', href: '/admin/bookings' },
] as const;
