// Every user-facing message of spec §8, in one place.
import { TRASH_DAYS } from './constants.ts';

export const CAPTCHA_MISMATCH = 'Captcha does not match';
export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const LOGIN_SUCCESS = 'Login successful!';
export const LOGIN_FAILED = 'Login failed';
export const LOGOUT_SUCCESS = 'Logged out successfully!';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const REFERRAL_SUBMITTED = 'Referral submitted successfully!';
export const VERIFYING = 'Verifying authentication...';
export const REDIRECTING = 'Redirecting to login...';
export const NOT_FOUND_TITLE = 'Oops! Page not found';
/** The booking summary of a dedicated quote: what is asked for, not 'Dedicated' five times. */
export const DEDICATED_SUMMARY = {
  title: 'Dedicated Internet',
  rows: [
    ['Connection', 'Dedicated line'],
    ['Speed', 'Quoted by our team'],
    ['Price', 'Quoted by our team'],
  ],
  note: 'Tell us the speed you need in the remarks; our enterprise team will call you with a quote.',
} as const;
/** "Hear the code": the captcha spelled one character at a time (src/lib/captcha-speech.ts). */
export const CAPTCHA_SPEECH = {
  button: 'Hear the code',
  capital: (letter: string) => `capital ${letter}`,
  small: (letter: string) => `small ${letter}`,
  digits: {
    '2': 'two',
    '3': 'three',
    '4': 'four',
    '5': 'five',
    '6': 'six',
    '7': 'seven',
    '8': 'eight',
    '9': 'nine',
  } as Record<string, string>,
  /** said before the characters in the live region */
  intro: 'The code is:',
};
/** The badge of spec §2 on plans the editors mark popular. */
export const POPULAR_BADGE = 'Most Popular';
export const INVALID_PHONE =
  'Please enter a Nepali mobile number (98XXXXXXXX) or a landline with its area code (021-123456)';

export interface EntityToasts {
  created: string;
  createError: string;
  updated: string;
  updateError: string;
  deleted: string;
  deleteError: string;
}

/** The notice pattern of spec §8, which testimonial, plan and referral follow ("analogous"). */
function toasts(label: string): EntityToasts {
  return {
    created: `${label} Created Successfully`,
    createError: `Error Creating ${label}`,
    updated: `${label} Updated`,
    updateError: `Error Updating ${label}`,
    deleted: `${label} Deleted Successfully`,
    deleteError: `Error Deleting ${label}`,
  };
}

export const TOASTS = {
  notice: toasts('Notice'),
  slider: {
    created: 'Slider Created Successfully!',
    createError: 'Error Creating Slider!',
    updated: 'Slider Updated Successfully!',
    updateError: 'Error Updating Slider!',
    deleted: 'Slider Deleted Successfully!',
    deleteError: 'Error Deleting Slider!',
  },
  testimonial: toasts('Testimonial'),
  plan: toasts('Plan'),
  referral: { ...toasts('Referral'), created: REFERRAL_SUBMITTED },
  faq: toasts('FAQ'),
  contact: { ...toasts('Contact'), created: 'Contact Submitted Successfully', createError: 'Error Submitting Contact' },
  booking: {
    ...toasts('Booking'),
    created: 'Booking Submitted successfully!',
    createError: 'Error Submitting Booking',
  },
  users: { ...toasts('User'), updated: 'User Updated Successfully' },
  area: toasts('Area'),
  customer: toasts('Customer'),
  incident: toasts('Incident'),
  'coverage-request': {
    ...toasts('Coverage Request'),
    created: 'You are on the waiting list',
    createError: 'Error Joining the Waiting List',
  },
  ticket: toasts('Ticket'),
  help: toasts('Help Step'),
} satisfies Record<string, EntityToasts>;

export const fetchFailed = (plural: string) => `Failed to fetch ${plural}`;
export const confirmDelete = (word: string) => `Are you sure you want to delete this ${word}?`;

/** The one confirmation of a bulk action (issue 42), naming how many records it takes. */
export function confirmBulk(action: 'delete' | 'hide' | 'show', count: number, word: string, plural: string) {
  const these = count === 1 ? `this ${word}` : `these ${count} ${plural}`;
  if (action === 'hide') return `Hide ${these} from the public site?`;
  if (action === 'show') return `Show ${these} on the public site?`;
  return `Are you sure you want to delete ${these}? ${count === 1 ? 'It waits' : 'They wait'} in Recently deleted for ${TRASH_DAYS} days.`;
}

/** What an image upload accepts (spec §5: any image type), said wherever an upload is refused. */
/** What an upload may be, with the largest size in MB (the server's MAX_UPLOAD_MB). */
export const acceptedImages = (mb: number) =>
  `Any image type is accepted (PNG, JPEG, WebP, GIF, AVIF, SVG, BMP, ICO, TIFF or HEIC), up to ${mb} MB.`;
/** A 413 from a proxy in front of the servers (nginx's own page, not the API's JSON). */
export const uploadRefusedOnTheWay = (mb: number) =>
  `The upload was refused as too large before it reached the site. ${acceptedImages(mb)} If this file is smaller, the web server in front of the site allows less: ask whoever runs it to set its limit from MAX_UPLOAD_MB (docs/going-live.md).`;
