import { NEPAL_OFFSET_MS, nepalMidnight } from '../../lib/nepal-time.ts';
// The demo ISP's network status (issue 29): one resolved outage with its timeline and one planned
// maintenance window, both dated from the day the demo is seeded. No open incident: an open one
// would put its banner on every page.

const HOUR = 3_600_000;
/** Midnight in Nepal (UTC+05:45) `days` from now, plus `hours`, as an ISO timestamp. */
function nepalDay(now: Date, days: number, hours: number): string {
  const midnight = nepalMidnight(now).getTime();
  return new Date(midnight + days * 24 * HOUR + hours * HOUR).toISOString();
}

/**
 * Days from Nepal's today to the Saturday at least 3 days ahead: the demo's maintenance notice says
 * 'Saturday, 2 AM to 4 AM' (in Nepali: after Friday midnight), and its window on /status falls then.
 */
export function daysToSaturday(now: Date): number {
  const weekday = new Date(nepalMidnight(now).getTime() + NEPAL_OFFSET_MS).getUTCDay();
  const days = (6 - weekday + 7) % 7;
  return days < 3 ? days + 7 : days;
}

export function demoIncidents(now = new Date()) {
  const at = (days: number, hours: number) => nepalDay(now, days, hours);
  return [
    {
      title: 'Fibre cut between Itahari and Dharan',
      title_ne: 'इटहरी र धरानबीच फाइबर काटियो',
      kind: 'outage',
      areas: ['Itahari-6', 'Itahari-7', 'Dharan'],
      services: [],
      startsAt: at(-12, 14.5),
      endsAt: at(-12, 18.25),
      status: 'resolved',
      updates: [
        {
          text: 'Customers in Itahari-6, Itahari-7 and Dharan have no internet. Our team is finding the fault.',
          text_ne: 'इटहरी-६, इटहरी-७ र धरानका ग्राहकको इन्टरनेट बन्द छ। हाम्रो टोली समस्या खोज्दै छ।',
          at: at(-12, 14.75),
          status: 'investigating',
        },
        {
          text: 'Road works cut the fibre near Tarahara. A repair crew is splicing it; next update by 5 PM.',
          text_ne: 'तरहरानजिक सडक निर्माणले फाइबर काटेको छ। मर्मत टोली जोड्दै छ; अर्को अपडेट बेलुका ५ बजेभित्र।',
          at: at(-12, 15.5),
          status: 'identified',
        },
        {
          text: 'The fibre is joined and every line is back. If yours is not, restart the router once.',
          text_ne: 'फाइबर जोडियो र सबै लाइन फर्किए। तपाईंको लाइन नआएमा राउटर एक पटक रिस्टार्ट गर्नुहोस्।',
          at: at(-12, 18.25),
          status: 'resolved',
        },
      ],
    },
    {
      title: 'Core network upgrade in Biratnagar',
      title_ne: 'विराटनगरमा मुख्य नेटवर्कको स्तरोन्नति',
      kind: 'maintenance',
      areas: ['Biratnagar-1', 'Biratnagar-2', 'Biratnagar-3'],
      services: ['home', 'iptv'],
      startsAt: at(daysToSaturday(now), 2),
      endsAt: at(daysToSaturday(now), 4),
      status: 'scheduled',
      updates: [
        {
          text: 'Internet and IPTV may drop for a few minutes at a time between 2 and 4 AM.',
          text_ne: 'राति २ बजेदेखि बिहान ४ बजेसम्म इन्टरनेट र IPTV केही मिनेटका लागि पटक-पटक बन्द हुन सक्छ।',
          at: now.toISOString(),
          status: 'scheduled',
        },
      ],
    },
  ];
}
