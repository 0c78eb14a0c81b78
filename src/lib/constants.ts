// Business constants of spec §9, each in one place.
export const PAGE_SIZE = 10;
export const PAGINATION_ALL_PAGES_UP_TO = 5;
export const SLIDER_INTERVAL_MS = 5000;
export const SLIDER_FADE_MS = 1000;
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const BOOKING_REDIRECT_MS = 2000;
export const CAPTCHA_LENGTH = 6;
export const SCROLL_TOP_AFTER_PX = 300;
export const NAV_FIXED_AFTER_PX = 100;
export const FAQ_QUESTION_WORDS = 6;
export const FAQ_ANSWER_WORDS = 4;
export const TOKEN_STORAGE_KEY = 'adminToken';
/** The largest upload unless the server's MAX_UPLOAD_MB says otherwise: a phone's photo is 4–12 MB. */
export const DEFAULT_MAX_UPLOAD_MB = 25;
/** The default limit in bytes. */
export const MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;
export const MAX_JSON_BYTES = 64 * 1024;
export const DEDICATED = 'Dedicated';
/** The hidden form field real visitors never fill in (the API ignores submissions that fill it). */
export const HONEYPOT_FIELD = 'website';
/** Days a deleted record stays in Recently deleted before it is purged for good (issue 13). */
export const TRASH_DAYS = 30;
