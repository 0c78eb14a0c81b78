const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Kathmandu' };
const shortDate = new Intl.DateTimeFormat('en-US', DAY);

/** A record's createdAt as a short date ('Nov 22, 2026'), or 'N/A' when absent or invalid. */
export function formatDate(iso: string | undefined | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : shortDate.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-US', { ...DAY, hour: 'numeric', minute: '2-digit' });

/** An instant with its time ('Nov 22, 2026, 4:05 PM', Nepal time), for history and activity. */
export function formatDateTime(iso: string | undefined | null): string {
  const date = new Date(iso ?? '');
  return !iso || Number.isNaN(date.getTime()) ? 'N/A' : dateTime.format(date);
}
