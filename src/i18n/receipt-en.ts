// The payment receipt the server writes at /pay/receipt/<id>. receipt-ne.ts has the same keys.
export const receiptEn = {
  title: 'Payment receipt',
  paid: 'Paid',
  pending: 'We are confirming your payment with the gateway. This page updates by itself.',
  cancelled: 'The payment was cancelled. Nothing was taken from your account.',
  failed: 'The payment did not go through. Nothing was credited; please try again.',
  refunded: 'The payment was refunded by the gateway.',
  customerId: 'Customer ID',
  name: 'Name',
  amount: 'Amount',
  gateway: 'Paid through',
  transaction: 'Transaction code',
  receiptNo: 'Receipt number',
  date: 'Date',
  pan: 'PAN',
  print: 'Print this page to keep the receipt.',
  again: 'Pay again',
  status: 'Status',
  missing: 'No payment has this receipt link.',
};
export type ReceiptMessages = typeof receiptEn;
