import type { EntityDef } from '../../lib/entities.ts';
import type { SortOrder } from '../../lib/list-query.ts';
import { TICKET_PRIORITIES } from '../../lib/tickets.ts';

// What each table's list searches and how it is ordered: the lists (../storage/list.ts) read it, and
// opening the database builds the search indexes from it (./search-index.ts). It lives here, with no
// import of storage or routes, so that opening the database loads no HTTP code.

/** What a list query needs to know of its table. */
export interface ListSpec {
  table: string;
  /** columns q searches */
  searchable: readonly string[];
  /** the column when no sort is asked for (the editor's position); insertion order without one */
  defaultSort?: string;
  /** the direction when no sort is asked for */
  defaultOrder: SortOrder;
  /** on SQLite, the FTS5 trigram table that answers q (./search-index.ts); without one q reads every row */
  searchIndex?: string;
  /**
   * on PostgreSQL, a column the database keeps with the searched text lower-cased, trigram-indexed
   * (the customers, 0052): q is matched against it with LIKE instead of the joined text with ILIKE
   */
  searchColumn?: string;
  /** columns sorted by rank rather than by their words: a ticket's priority, low to urgent */
  ranks?: Record<string, readonly string[]>;
}

/** Moments no one searches for: a scheduled record's window (issue 31), a customer's last change. */
const UNSEARCHED = ['publishAt', 'unpublishAt', 'updatedAt'];

/** What a list of the entity searches (its text and list fields) and its default order. */
export const listSpec = (def: EntityDef): ListSpec => ({
  table: def.path,
  /** the full-text index of its text on SQLite (./search-index.ts) */
  searchIndex: `${def.path}_search`,
  searchable:
    def.searchable ??
    Object.entries(def.fields)
      .filter(([, kind]) => kind !== 'bool' && kind !== 'number')
      // A scheduled record's moments (issue 31) are no words to search for.
      .filter(([field]) => !UNSEARCHED.includes(field))
      .map(([field]) => field),
  // Content comes in the editor's order; submissions in the order they came.
  defaultSort: def.ordered ? 'position' : undefined,
  defaultOrder: !def.ordered && def.newestFirst ? 'desc' : 'asc',
  ...(def.path === 'ticket' ? { ranks: { priority: TICKET_PRIORITIES } } : {}),
  ...(def.path === 'customer' ? { searchColumn: 'searchText' } : {}),
});

/** The admin users' list (../auth/routes.ts), searched by name and email. */
export const USERS_LIST: ListSpec = { table: 'users', searchable: ['name', 'email'], defaultOrder: 'asc' };
