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
