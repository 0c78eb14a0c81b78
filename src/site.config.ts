// Everything about the company that is not managed content: brand, contacts, offices, hours,
// social links and payment partners. One place, so a change of phone number is a one-line change.

export interface Office {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface PaymentPartner {
  name: string;
  /** badge background and text colours, chosen for AA contrast */
  bg: string;
  fg: string;
}

export const site = {
  name: 'KoshiNet',
  legalName: 'KoshiNet Internet Pvt. Ltd.',
  tagline: 'Fast, reliable fibre internet for eastern Nepal',
  description:
    'KoshiNet is a regional internet service provider in eastern Nepal offering fibre, IPTV, wireless, SME and dedicated internet with local support since 2073 B.S.',
  foundedBs: 2073,
  foundedAd: 2016,
  phone: '+977-21-590900',
  phoneHref: 'tel:+97721590900',
  mobile: '+977-9852090900',
  mobileHref: 'tel:+9779852090900',
  email: 'info@koshinet.com.np',
  supportEmail: 'support@koshinet.com.np',
  offices: [
    {
      name: 'Head Office, Biratnagar',
      address: 'Main Road, Biratnagar-8, Morang, Koshi Province',
      phone: '+977-21-590900',
      email: 'info@koshinet.com.np',
    },
    {
      name: 'Branch Office, Itahari',
      address: 'Dharan Road, Itahari-6, Sunsari, Koshi Province',
      phone: '+977-25-580900',
      email: 'itahari@koshinet.com.np',
    },
  ] satisfies Office[],
  officeHours: [
    { days: 'Sunday to Friday', hours: '8:00 AM to 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM to 4:00 PM' },
  ],
  /** the head office on the map (OpenStreetMap embed) */
  map: { lat: 26.4525, lon: 87.2718, zoom: 15 },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/koshinet', icon: 'facebook' },
    { name: 'Instagram', href: 'https://www.instagram.com/koshinet', icon: 'instagram' },
    { name: 'YouTube', href: 'https://www.youtube.com/@koshinet', icon: 'youtube' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/koshinet', icon: 'linkedin' },
  ],
  paymentPartners: [
    { name: 'eSewa', bg: '#2f7d1f', fg: '#ffffff' },
    { name: 'Khalti', bg: '#5c2d91', fg: '#ffffff' },
    { name: 'IME Pay', bg: '#b3121b', fg: '#ffffff' },
    { name: 'ConnectIPS', bg: '#0b4f9c', fg: '#ffffff' },
    { name: 'Fonepay', bg: '#c8102e', fg: '#ffffff' },
  ] satisfies PaymentPartner[],
  nav: [
    { label: 'Plans', href: '/plans' },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contact' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Refer', href: '/refer' },
  ],
} as const;

export type Site = typeof site;
