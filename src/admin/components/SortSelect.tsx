import type { Sort } from '../lib/list-page.ts';
import type { Column } from '../resources/types.ts';

/** On a phone the table's headers are hidden: the same sorts, as one menu. */
export function SortSelect({
  columns,
  sort,
  onSort,
  className = '',
}: {
  columns: Column[];
  sort: Sort;
  onSort: (next: Sort) => void;
  className?: string;
}) {
  const value = sort.sort ? `${sort.sort}:${sort.order ?? 'asc'}` : '';
  return (
    <select
      className={`input sm:w-auto ${className}`}
      aria-label="Sort by"
      value={value}
      onChange={(e) => {
        const [field, order] = e.target.value.split(':');
        onSort(field ? { sort: field, order: order === 'desc' ? 'desc' : 'asc' } : {});
      }}
    >
      <option value="">Order entered</option>
      {columns
        .flatMap((c) => [...(c.sort ? [{ sort: c.sort, label: c.label }] : []), ...(c.alsoSort ? [c.alsoSort] : [])])
        .flatMap((c) => [
          <option key={`${c.sort}:asc`} value={`${c.sort}:asc`}>{`${c.label} (ascending)`}</option>,
          <option key={`${c.sort}:desc`} value={`${c.sort}:desc`}>{`${c.label} (descending)`}</option>,
        ])}
    </select>
  );
}
