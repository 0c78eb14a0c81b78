// Online payments: /pay (quick pay with a customer ID, eSewa or Khalti). pay-ne.ts has the same keys.
export const payEn = {
  title: 'Pay your bill',
  description: 'Pay your internet bill online with eSewa or Khalti: your customer ID is all you need.',
  lead: 'Type your customer ID, check the name and amount, and pay with eSewa or Khalti.',
  customerId: 'Customer ID',
  customerIdHint: 'Printed on your bill and your installation form.',
  find: 'Continue',
  finding: 'Looking up...',
  notFound: 'We could not find this customer ID. Please check it, or call us.',
  failed: 'Something went wrong. Please try again.',
  tooMany: 'Too many tries. Please wait a minute and try again.',
  name: 'Name',
  due: 'Amount due',
  nothingDue: 'Nothing is due now. You may still pay in advance.',
  choose: 'How much to pay',
  dueOption: 'The amount due',
  months: '{n} months of your plan',
  oneMonth: '1 month of your plan',
  gateway: 'Pay with',
  pay: 'Pay {amount}',
  paying: 'Taking you to {gateway}...',
  notYou: 'Not your name? Use another customer ID',
  secure:
    'You pay on the gateway’s own page; we never see your wallet PIN or password. We confirm every payment with the gateway before it counts.',
  limits: 'Online payments are from {min} to {max} at a time.',
};
export type PayMessages = typeof payEn;
