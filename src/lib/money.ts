// Amounts are stored and sent as integer paisa (1 rupee = 100 paisa), so no sum ever rounds; staff
// read and type rupees. Written once here for the admin's forms, lists and the CSV import's help.

/** Paisa as rupees for an input: '1500', '1500.5' → '1500.50' ('' for nothing). */
export function paisaToRupees(paisa: unknown): string {
  const n = Number(paisa);
  if (paisa === '' || paisa == null || !Number.isFinite(n)) return '';
  const rupees = Math.trunc(n / 100);
  const rest = Math.abs(n % 100);
  return rest ? `${rupees}.${String(rest).padStart(2, '0')}` : String(rupees);
}

/** Paisa as staff read them: 'Rs. 1,500.50' (Nepal groups digits as India does: 1,00,000). */
export function formatRupees(paisa: unknown): string {
  const [whole = '0', fraction] = paisaToRupees(paisa || 0).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `Rs. ${rest ? `${rest},${last3}` : last3}${fraction ? `.${fraction}` : ''}`;
}

/** Rupees as typed ('1,500', 'Rs. 1500.5', '१५००') as integer paisa; NaN when it is not an amount. */
export function rupeesToPaisa(text: string): number {
  const plain = text
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/^\s*(?:rs\.?|npr|रु\.?)\s*/i, '')
    .replace(/[,\s]/g, '');
  if (plain === '') return 0;
  if (!/^\d+(?:\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
