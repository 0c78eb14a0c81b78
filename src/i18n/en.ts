// The English catalogue: every word of the public pages, with the spec's texts word for word
// (spec §2 and §8 from src/lib/messages.ts). src/i18n/ne.ts has the same keys; a unit test fails
// if one misses a key. {name} placeholders are filled by fill() in ./fill.ts.
import {
  DEDICATED_SUMMARY,
  INVALID_PHONE,
  NOT_FOUND_TITLE,
  POPULAR_BADGE,
  REFERRAL_SUBMITTED,
  REQUIRED_FIELDS,
  TOASTS,
} from '../lib/messages.ts';
import { INVALID_EMAIL } from '../lib/visitor-fields.ts';
import { captchaEn } from './captcha-en.ts';
import { statusEn } from './status-en.ts';
import { subscribeEn } from './subscribe-en.ts';
import { payEn } from './pay-en.ts';
import { areaFieldEn } from './area-field-en.ts';
import { speedtestEn } from './speedtest-en.ts';
import { previewEn } from './preview-en.ts';
import { supportEn } from './support-en.ts';

export const en = {
  /** the language's own name, as the language switch shows it */
  languageName: 'English',
  ogLocale: 'en_NP',
  digits: '0123456789',
  layout: {
    skip: 'Skip to content',
    mainNav: 'Main',
    home: 'Home',
    /** the logo link: its visible name is the Latin logo text, so the label starts with it */
    brandHome: '{name} home',
    menu: 'Menu',
    getConnected: 'Get Connected',
    /** the customers' own account (/account), beside the navigation of spec §2 */
    account: 'My account',
    call: 'Call ',
    languageSwitch: 'Language',
    nav: { plans: 'Plans', about: 'About', contact: 'Contact', faq: 'FAQ', refer: 'Refer' },
    breadcrumb: 'Breadcrumb',
    scrollTop: 'Scroll to top',
  },
  footer: {
    followUs: 'Follow us',
    quickLinks: 'Quick links',
    bookPlan: 'Book a Plan',
    offices: 'Our offices',
    weAccept: 'We accept',
    paymentPartners: 'Payment partners',
    social: 'Social media',
    socialLink: '{site} on {network} (opens in a new tab)',
    rights: 'All rights reserved.',
    /** the copyright year: a Nepali page marks it A.D. (its other years are B.S.) */
    year: '{year}',
    since: 'Serving {region} since {year} B.S.',
  },
  home: {
    /** the lead under the banner is the ISP's (Admin › Site settings › Promises) */
    hero: { cta: 'Explore Plans' },
    services: {
      eyebrow: 'What we offer',
      title: 'Internet services for every need',
      lead: 'From a family home to a business park, one network and one local team.',
    },
    teasers: {
      eyebrow: 'Popular plans',
      title: 'Pick the plan that fits your home',
      lead: 'Free installation, unlimited data and friendly local support on every plan.',
      /** the lead once a plan has a data cap (docs/usage.md) */
      leadCapped: 'Free installation and friendly local support on every plan.',
      mostPopular: 'Most Popular',
      upTo: 'Up to {speed}',
      bookNow: 'Book Now',
      bookNowLabel: 'Book Now: {plan}',
      compareAll: 'Compare all plans, SME and dedicated',
    },
    stats: {
      label: '{name} in numbers',
      /** the figures are the ISP's (Admin › Site settings), in this order */
      labels: { happyCustomers: 'Happy customers', yearsOfService: 'Years of service', uptime: 'Network uptime' },
    },
    refer: {
      eyebrow: 'Refer a friend',
      /** the title is the ISP's referral reward (Admin › Site settings › Promises) */
      text: 'Share the fast lane with friends and family.',
      noLimit: 'There is no limit to how many friends you can refer.',
      limit: 'You can refer up to {n} friends.',
      cta: 'Refer a Friend',
    },
    testimonials: { eyebrow: 'Testimonials', title: 'What our customers say' },
  },
  carousel: {
    slider: 'Featured offers',
    getStarted: 'Get Started',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Go to slide {n}',
    testimonials: 'Customer testimonials',
    previousTestimonial: 'Previous testimonial',
    nextTestimonial: 'Next testimonial',
    showTestimonial: 'Show testimonial {n}',
    position: '{n} of {total}',
    play: 'Play automatic rotation',
    pause: 'Pause automatic rotation',
    digits: '0123456789',
  },
  notice: { label: 'Notices', close: 'Close', images: 'Notice images', more: 'Read more' },
  plans: {
    title: 'Internet Plans',
    description:
      'Compare {isp} home fibre, IPTV and wireless plans, SME business plans and dedicated internet. Unlimited data and free installation.',
    descriptionCapped:
      'Compare {isp} home fibre, IPTV and wireless plans, SME business plans and dedicated internet. Free installation.',
    lead: 'Unlimited data on every plan. Choose a home, SME or dedicated connection and book it in a minute.',
    /** the lead once a plan has a data cap: no promise of unlimited data */
    leadCapped:
      'Choose a home, SME or dedicated connection and book it in a minute. Data allowances are listed below the plans.',
    section: 'Plans',
    tabs: { label: 'Plan categories', home: 'Home', sme: 'SME', dedicated: 'Dedicated' },
    none: 'No plans available.',
    mostPopular: POPULAR_BADGE,
    bookNow: 'Book Now',
    bookNowLabel: 'Book Now: {plan}',
    dedicated: {
      eyebrow: 'Enterprise',
      title: 'Dedicated Internet',
      text: 'For banks, hospitals, hotels, schools and offices that cannot afford to slow down. A dedicated line is built around your needs, so it is priced by quote.',
      cta: 'Request Quote',
    },
  },
  booking: {
    title: 'Book Your Plan',
    quoteTitle: 'Request Quote',
    description:
      'Book a {isp} internet plan or request a quote for a dedicated connection. Our team will call you to schedule the installation.',
    lead: 'Leave your details and our team will call you to schedule the installation.',
    quoteLead: 'Tell us about your connection needs and our enterprise team will prepare a quote.',
    loading: 'Loading the selected package',
    noPackage: 'No package selected',
    noPackageText: 'Choose a plan first, then book it or request a dedicated quote.',
    goToPlans: 'Go to Plans',
    backToPlans: 'Back to Plans',
    submit: 'Submit Request',
    submitting: 'Submitting...',
    fields: {
      customerName: 'Full name',
      address: 'Installation address',
      contact: 'Contact number',
      contact2: 'Alternative contact (optional)',
      email: 'Email (optional)',
      remarks: 'Remarks',
    },
    created: TOASTS.booking.created,
    // Shown on the page below the form once sent, besides the toast (issue 42).
    done: 'Thank you: your request has reached us and our team will call you soon. Taking you to the home page…',
    createError: TOASTS.booking.createError,
    summary: {
      title: 'Selected package',
      dedicated: DEDICATED_SUMMARY.title as string,
      dedicatedRows: DEDICATED_SUMMARY.rows.map(([label, value]) => [label, value] as [string, string]),
      dedicatedNote: DEDICATED_SUMMARY.note as string,
      plan: 'Plan',
      speed: 'Speed',
      cost: 'Cost',
      duration: 'Duration',
      category: 'Category',
      categories: { home: 'Home', sme: 'SME', dedicated: 'Dedicated' },
    },
  },
  contact: {
    title: 'Contact Us',
    description: 'Call, email or visit {isp}. Office hours {hours}.',
    lead: 'Questions about a plan, a bill or your connection? Our local team is here to help.',
    getInTouch: 'Get in touch',
    phone: 'Phone',
    email: 'Email',
    officeHours: 'Office hours',
    findUs: 'Find our head office',
    mapOf: 'Map of {place}',
    map: { placeholder: 'Map loads as you scroll', larger: 'Open larger map' },
    form: {
      label: 'Contact form',
      title: 'Send us a message',
      lead: 'We usually reply within one working day.',
      fields: { name: 'Name', email: 'Email', subject: 'Subject', phone: 'Phone', message: 'Message' },
      send: 'Send Message',
      sending: 'Sending...',
      created: TOASTS.contact.created,
      done: 'Thank you: your message has reached us. We usually reply within one working day.',
      createError: TOASTS.contact.createError,
    },
  },
  support: supportEn,
  captcha: captchaEn,
  status: statusEn,
  subscribe: subscribeEn,
  pay: payEn,
  areaField: areaFieldEn,
  speedtest: speedtestEn,
  preview: previewEn,
  validation: {
    fromSchema: true,
    required: 'This field is required',
    invalidEmail: INVALID_EMAIL,
    invalidPhone: INVALID_PHONE,
    tooLong: 'This is too long',
    check: 'Please check this field',
    requiredFields: REQUIRED_FIELDS,
    /** the honeypot's label: no one sees it, but text-only browsers and copy-paste do */
    leaveEmpty: 'Leave this field empty',
  },
  refer: {
    title: 'Refer a Friend',
    description: 'Refer a friend to {isp} and get {reward}.',
    lead: '{reward}.',
    rewardsTitle: 'Your rewards',
    /** the first reward's title is the ISP's (Admin › Site settings › Promises); the last as its limit says */
    rewards: {
      reward: { text: 'For every friend who subscribes to any plan.' },
      priority: { title: 'Priority customer support', text: 'Jump the queue whenever you need help.' },
      unlimited: { title: 'Unlimited referrals', text: 'Refer as many friends as you like.' },
      limited: { title: 'Up to {n} referrals', text: 'Refer up to {n} friends.' },
    },
    steps: [
      "Fill in your details and your friend's.",
      'Our team contacts your friend with the best plan.',
      'When they subscribe, your free month is added.',
    ],
    form: {
      label: 'Referral form',
      yours: 'Your details',
      friends: "Your friend's details",
      fields: {
        customerName: 'Your name',
        phone: 'Your phone',
        customerId: 'Customer ID',
        address: 'Your address',
        friendsName: "Friend's name",
        friendsContact: "Friend's contact",
        friendsAddress: "Friend's address",
        remarks: 'Remarks',
      },
      submit: 'Submit Referral',
      submitted: REFERRAL_SUBMITTED,
    },
  },
  faq: {
    title: 'Frequently Asked Questions',
    eyebrow: 'FAQ',
    description: 'Answers to common questions about {isp} internet plans, installation, billing, payments and support.',
    lead: 'Quick answers about plans, installation, billing and support.',
    section: 'Questions and answers',
    none: 'No questions have been published yet.',
    still: 'Still have questions?',
    stillText: 'Our support team is happy to help. Call us or send a message.',
    call: 'Call {phone}',
    contact: 'Contact Us',
  },
  about: {
    title: 'About Us',
    description:
      '{isp} has connected homes and businesses in {region} since {year} B.S. Our mission, vision and values.',
    heading: 'About {isp}',
    eyebrow: 'About',
    lead: 'Connecting {region} since {year} B.S.',
    storyEyebrow: 'Our story',
    storyTitle: 'Local roots, world-class internet',
    // The story, mission, vision and values are the ISP's own (Admin › Site settings).
    mission: { title: 'Our Mission' },
    vision: { title: 'Our Vision' },
    valuesEyebrow: 'What drives us',
    valuesTitle: 'Our Values',
    cta: 'Explore our plans',
  },
  coverage: {
    title: 'Check Coverage',
    description:
      'Check whether {isp} fibre, IPTV, wireless or a dedicated line reaches your ward or town, and book your plan in a minute.',
    lead: 'Type your ward or town to see which services reach it and which plans you can book there.',
    eyebrow: 'Coverage',
    check: {
      title: 'Can we connect you?',
      lead: 'Type your ward or town and see at once which services reach it.',
      label: 'Your ward or town',
      /** an area of the ISP's own (src/components/coverage-data.ts) */
      placeholder: 'e.g. {example}',
      or: ' or ',
      button: 'Check',
      suggestions: 'Areas',
      hint: 'Use the up and down arrows to choose an area, then Enter.',
      results: '{n} areas found',
      oneResult: '1 area found',
      noResults: 'No listed area matches',
      full: 'See every area we serve',
    },
    status: { available: 'Available', 'coming-soon': 'Coming soon' },
    services: { home: 'Home fibre', sme: 'SME', dedicated: 'Dedicated line', iptv: 'IPTV', wireless: 'Wireless' },
    available: {
      title: 'Yes! {place} is connected',
      services: 'Services here',
      plans: 'Plans you can book in {place}',
      more: 'All plans',
      bookNow: 'Book Now',
      bookNowLabel: 'Book Now: {plan} in {place}',
      quote: 'Need a dedicated line here?',
      quoteCta: 'Request Quote',
    },
    notYet: {
      title: 'Not yet',
      comingSoon:
        'Our network is coming to {place} soon. Join the waiting list and we will call you the week it arrives.',
      notListed:
        'We do not serve {place} yet. Join the waiting list: when enough neighbours ask, the network comes to them first.',
    },
    form: {
      label: 'Waiting list',
      title: 'Join the waiting list',
      fields: { name: 'Your name', phone: 'Mobile number', place: 'Ward or town' },
      submit: 'Join the waiting list',
      submitting: 'Joining...',
      done: 'Thank you, {name}! You are on the waiting list for {place}; we will call you on {phone}.',
      createError: TOASTS['coverage-request'].createError,
      offline: 'We could not reach our server. Check your connection and try again.',
      tooMany: 'You have sent several requests in a short time. Please wait a minute and try again.',
    },
    list: {
      title: 'Areas we serve',
      lead: 'Every ward and town on our network, and where it is coming next.',
      comingSoon: 'Coming soon',
      wards: 'Wards',
    },
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    heading: NOT_FOUND_TITLE,
    text: 'The page you are looking for may have moved, or the link may be out of date.',
    home: 'Back to Home',
    plans: 'View Plans',
  },
};

/** The shape every catalogue has (the Nepali one is checked against it by the compiler and a test). */
/** A catalogue as written: the ISP's own words are added from its settings (./site-words.ts). */
export type Catalogue = typeof en;
export type { Messages } from './site-words.ts';
