// What is the site's own and not the ISP's: the order of the main navigation. Everything about the
// ISP (name, offices, phones, social links, payment partners…) is in Admin › Site settings
// (src/lib/settings/, issue 28), read by the pages as they are built.

export const site = {
  nav: [
    { label: 'Plans', href: '/plans' },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contact' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Refer', href: '/refer' },
  ],
} as const;
