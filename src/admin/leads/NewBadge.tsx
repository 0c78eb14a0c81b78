import type { Section } from '../resources/types.ts';
import { isResource } from '../resources/types.ts';
import { badgeCount, leadName, useLeadCounts } from './status.ts';

/** Beside a lead section in the sidebar: how many of its records are still new. */
export function NewBadge({ section }: { section: Section }) {
  const { data } = useLeadCounts();
  const count = isResource(section) ? data?.[leadName(section.api)]?.new : undefined;
  if (!count) return null;
  return (
    <span
      className="rounded-full bg-sky-500 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white tabular-nums"
      title={`${count.toLocaleString('en-US')} new`}
      data-testid="new-badge"
    >
      {badgeCount(count)}
      <span className="sr-only"> new</span>
    </span>
  );
}
