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
