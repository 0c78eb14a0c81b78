const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'Asia/Kathmandu',
});

/** A record's createdAt as a short date ('Nov 22, 2026'), or 'N/A' when absent or invalid. */
export function formatDate(iso: string | undefined | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : shortDate.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kathmandu' });

/** An instant with its time in Nepal ('Nov 22, 2026, 4:15 PM'), or 'N/A'. */
export function formatDateTime(iso: string | undefined | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : dateTime.format(date);
}
