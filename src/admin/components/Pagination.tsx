import { paginate, pageWindow } from '../../lib/paginate.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';

/** 100000 → '100,000', as the spec writes large totals. */
const count = (n: number) => n.toLocaleString('en-US');

interface Props {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of Z results', previous/next and page links; nothing when one page holds all. */
export function Pagination({ page, total, onPage }: Props) {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  const { from, to } = pageWindow(page, PAGE_SIZE, total);
  const base =
    'inline-flex h-9 min-w-8 items-center justify-center rounded-md px-1.5 text-sm font-medium sm:min-w-9 sm:px-2';
  return (
    <nav
      className="flex flex-col items-center gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-between"
      aria-label="Pagination"
    >
      <p className="text-sm text-slate-600">
        Showing <span className="font-medium text-slate-900">{count(from)}</span> to{' '}
        <span className="font-medium text-slate-900">{count(to)}</span> of{' '}
        <span className="font-medium text-slate-900">{count(total)}</span> results
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          <button
            type="button"
            className="btn btn-secondary btn-sm h-9"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label="Previous"
          >
            <span aria-hidden="true">‹</span>
            <span className="hidden sm:inline">Previous</span>
          </button>
        </li>
        {paginate(page, pages).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`e${i}`} className="px-1 text-slate-500" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${base} ${item === page ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="btn btn-secondary btn-sm h-9"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            aria-label="Next"
          >
            <span className="hidden sm:inline">Next</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
