import { PAGINATION_ALL_PAGES_UP_TO } from './constants.ts';

export type PageItem = number | 'ellipsis';

/**
 * The page links to show (spec §9): every page when there are 5 or fewer; otherwise the first,
 * the last, the current page's neighbours, and an ellipsis for each gap.
 */
export function paginate(current: number, totalPages: number): PageItem[] {
  if (totalPages <= PAGINATION_ALL_PAGES_UP_TO) return range(1, totalPages);
  const shown = new Set([1, totalPages, current - 1, current, current + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, i) => {
    if (i > 0 && page - pages[i - 1] > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

/** 'Showing X to Y of Z results' numbers for a page. */
export function pageWindow(page: number, pageSize: number, total: number) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return { from, to, total };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
