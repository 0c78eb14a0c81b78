// Usage from the ISP's RADIUS (docs/usage.md): My account's section, the staff's view, the alerts at
// 80 % and 100 % of a plan's data cap, and the fair-usage section of /plans.
export const usageEn = {
  title: 'Your internet use this billing period',
  period: '{start} to {end}',
  download: 'Download',
  upload: 'Upload',
  total: 'Total',
  cap: 'Data cap of your package',
  ofCap: '{used} of {cap} ({share}%)',
  noCap: 'No data cap',
  online: 'Online now since {since}, IP address {address}',
  offline: 'Not online now',
  chart: 'Data use per day',
  day: 'Day',
  note: 'As our network counts it: download is what came to you, upload is what you sent. Today’s figures follow within a few minutes.',
  alert: {
    subject: 'You have used {share}% of your data cap',
    text: 'You have used {used} ({share}%) of the {cap} data cap of your package {plan} this billing period ({start} to {end}).',
    over: 'Once it is used up, our fair-usage policy applies: {policy}',
    more: 'Your use day by day: {link}',
    sms: '{isp}: you have used {share}% ({used}) of your {cap} data cap this billing period, to {end}. Details: {link}',
  },
  plans: {
    title: 'Fair-usage policy',
    lead: 'What each package with a data cap allows in a billing period, and what happens after it.',
    cap: '{cap} a billing period (download and upload together)',
  },
};
export type UsageMessages = typeof usageEn;
