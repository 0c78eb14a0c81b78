// What a credit for an outage gives, as My account and the tracking page tell the customer.
export const creditWordsEn = {
  extension: '{days} days of service added',
  extensionOne: '1 day of service added',
  rebate: '{amount} off your bill',
  period: 'For {from} – {to}',
};
export const creditWordsNe: typeof creditWordsEn = {
  extension: 'सेवा {days} दिन थपियो',
  extensionOne: 'सेवा १ दिन थपियो',
  rebate: 'बिलमा {amount} छुट',
  period: 'अवधि: {from} देखि {to} सम्म',
};
