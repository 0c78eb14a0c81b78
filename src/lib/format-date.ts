// Staff in Nepal read every time in Nepal time, whatever the browser's or server's zone.
const nepalTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kathmandu',
});

/**
 * A record's date and time in Nepal time ('Nov 22, 2026, 3:45 PM NPT'), or 'N/A' when absent or
 * invalid (spec §3). The one formatter of the admin: lists, details, dashboard and publish badge.
 */
export function formatDateTime(iso: string | undefined | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : `${nepalTime.format(date)} NPT`;
}

// en-CA writes dates as YYYY-MM-DD; parts are reassembled so no locale's punctuation leaks in.
const nepalParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kathmandu',
  timeZoneName: 'longOffset',
});

/**
 * A time in Nepal time with its offset, for files staff open elsewhere (the CSV export):
 * '2026-11-26 14:05:00 +05:45', which a spreadsheet sorts as text and a program parses exactly.
 * '' when absent; a value that is no date is written as it is.
 */
export function nepalTimestamp(iso: string | undefined | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(nepalParts.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = part.timeZoneName.replace('GMT', '');
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${offset}`;
}
