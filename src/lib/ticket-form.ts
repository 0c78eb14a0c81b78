// What the customers' ticket forms (My account's fault report, the tracking page's addition) need
// of tickets.ts, in a module of its own: tickets.ts brings the field rules and office hours with
// it, 2.7 kB gzip those pages do not use.

export const TICKET_CATEGORIES = ['no internet', 'slow', 'drops', 'tv', 'billing', 'other'] as const;
/** The longest note or addition on a ticket. */
export const TICKET_NOTE_MAX = 2000;
