// What a revision changed, field by field, in words an editor reads (the History panel).
import { formatDateTime } from '../../lib/format-date.ts';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Bookkeeping that is not content: never listed as a change. */
const IGNORED = new Set(['_id', 'createdAt', 'position']);

/** An item of a list of objects (an incident's update): its filled-in values, in order. */
const showItem = (item: unknown) =>
  item && typeof item === 'object'
    ? Object.values(item)
        .filter((v) => v != null && v !== '')
        .map(String)
        .join(' · ')
    : String(item);

/** A stored value as text: lists one per line, yes/no for flags, '' for nothing. */
export function showValue(value: unknown): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(showItem).join('\n');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A scheduled record's moments (issue 31) in Nepal time, as the form and the list show them. */
const showField = (field: string, value: unknown) =>
  (field === 'publishAt' || field === 'unpublishAt') && value ? formatDateTime(String(value)) : showValue(value);

/** The fields whose values differ between two versions (a missing version counts as empty). */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (f) => !IGNORED.has(f),
  );
  return fields
    .map((field) => ({ field, before: showField(field, before?.[field]), after: showField(field, after?.[field]) }))
    .filter((c) => c.before !== c.after);
}

/** 'imageAlt' → 'Image alt', 'customerName' → 'Customer name': a label for a field without one. */
export const fieldLabel = (field: string) => {
  const nepali = field.endsWith('_ne');
  const words = field
    .replace(/_ne$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${nepali ? ' (Nepali)' : ''}`;
};

/** A form label shortened for the History panel: 'SME plan (shown in the SME tab)' → 'SME plan'; '(Nepali)' stays. */
export const historyLabel = (label: string) => label.replace(/ \((?!Nepali\)).*\)$/, '');
