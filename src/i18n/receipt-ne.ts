import type { ReceiptMessages } from './receipt-en.ts';

// The payment receipt at /ne/pay/receipt/<id>: the same keys as receipt-en.ts.
export const receiptNe: ReceiptMessages = {
  title: 'भुक्तानी रसिद',
  paid: 'भुक्तानी भयो',
  pending: 'हामी भुक्तानी सेवासँग तपाईंको भुक्तानी पक्का गर्दै छौँ। यो पृष्ठ आफैँ अपडेट हुन्छ।',
  cancelled: 'भुक्तानी रद्द भयो। तपाईंको खाताबाट केही काटिएको छैन।',
  failed: 'भुक्तानी पूरा भएन। केही जम्मा भएको छैन; फेरि प्रयास गर्नुहोस्।',
  refunded: 'भुक्तानी सेवाले यो रकम फिर्ता गरेको छ।',
  customerId: 'ग्राहक ID',
  name: 'नाम',
  amount: 'रकम',
  gateway: 'भुक्तानी माध्यम',
  transaction: 'कारोबार कोड',
  receiptNo: 'रसिद नम्बर',
  date: 'मिति',
  pan: 'प्यान नम्बर',
  print: 'रसिद राख्न यो पृष्ठ प्रिन्ट गर्नुहोस्।',
  again: 'फेरि भुक्तानी गर्नुहोस्',
  status: 'अवस्था',
  missing: 'यो लिङ्कमा कुनै भुक्तानीको रसिद भेटिएन।',
};
