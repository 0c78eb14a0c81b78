// What the ISP writes to a customer outside the pages: the emails' letter (mail.ts),
// a staff reply, a payment's receipt, and the SMS texts. mail-ne.ts has the same keys.
export const mailEn = {
  /** a letter's first line ('' for none: English mail goes straight to the point) */
  greeting: '',
  /** a letter's closing above the signature ('' for none) */
  closing: '',
  /** who signs a customer's letter */
  signature: '{isp}',
  reply: {
    subject: 'Ticket {number}: a reply from {isp}',
    follow: 'To follow the ticket, open the private link you got when you reported the fault. Ticket number: {number}',
  },
  payment: {
    subject: '{isp}: payment of {amount} received',
    received: 'We received your payment of {amount} through {gateway} for customer ID {customerId}.',
    transaction: 'Transaction code: {code}',
    receipt: 'Receipt: {link}',
    sms: 'Payment received: {amount} for customer ID {customerId} ({gateway}). Thank you! Receipt: {link}',
  },
  signInCode: '{code} is your {isp} sign-in code. It is valid for {minutes} minutes. Never share it.',
};
export type MailMessages = typeof mailEn;
