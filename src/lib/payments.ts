import { lakhGrouping, nepaliDigits } from '../i18n/numerals.ts';
import { fill } from '../i18n/fill.ts';
import { mailWords } from '../i18n/mail.ts';
// Online payments' small words, shared by the pay page, the receipt and the server.

/** Paisa as rupees the page's language writes: 'Rs. 1,500' or 'रु. १,५००' ('Rs. 1,500.50' with paisa). */
export function formatRupees(paisa: number, lang: 'en' | 'ne'): string {
  const rupees = paisa % 100 === 0 ? String(Math.trunc(paisa / 100)) : (paisa / 100).toFixed(2);
  const sign = paisa < 0 ? '-' : '';
  const grouped = lakhGrouping(rupees.replace('-', ''));
  return lang === 'ne' ? `रु. ${sign}${nepaliDigits(grouped)}` : `Rs. ${sign}${grouped}`;
}

/** The receipt's private address. */
export const receiptPath = (id: string, lang: 'en' | 'ne') => `${lang === 'ne' ? '/ne' : ''}/pay/receipt/${id}`;

/**
 * A name shown to whoever types a customer ID, enough for its owner to know it and no more:
 * each word's first letter, the rest starred ('Ram Bahadur Shrestha' → 'R** B******* S*******').
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const letters = [...word];
      return letters[0] + '*'.repeat(letters.length - 1);
    })
    .join(' ');
}

/** A customer ID as the ISPs' billing systems write them: letters, digits, '-', '_', '/', '.'. */
export const CUSTOMER_ID_MAX = 40;
export const CUSTOMER_ID = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._/-]{0,${CUSTOMER_ID_MAX - 1}}$`);

/** The SMS a customer gets once a payment is credited: the amount, the customer ID and the receipt's link. */
export function paymentSms(
  lang: 'en' | 'ne',
  p: { id: string; customerId: string; amount: number; gateway: string },
  siteUrl: string,
): string {
  const gateway = p.gateway === 'khalti' ? 'Khalti' : 'eSewa';
  const receipt = `${siteUrl.replace(/\/+$/, '')}${receiptPath(p.id, lang)}`;
  const words = mailWords(lang).payment.sms;
  return fill(words, { amount: formatRupees(p.amount, lang), customerId: p.customerId, gateway, link: receipt });
}
