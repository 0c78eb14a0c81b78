import { formatDateTime } from '../../lib/format-date.ts';

/** A record matches when any of its text fields contains the words typed, in any case. */
export function matches(record: Record<string, unknown>, query: string) {
  const text = Object.entries(record)
    .filter(([key]) => key !== '_id' && key !== 'image' && key !== 'createdAt')
    .map(([, v]) => (Array.isArray(v) ? v.join(' ') : String(v ?? '')))
    .concat(formatDateTime(record.createdAt as string | undefined))
    .join(' ')
    .toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}
