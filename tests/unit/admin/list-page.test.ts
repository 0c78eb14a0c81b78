import { describe, expect, it } from 'vitest';
import {
  addToPage,
  isPageOf,
  wholeKey,
  nextSort,
  pageCount,
  pageKey,
  pageOfNewRecord,
  removeFromPage,
  replaceInPage,
} from '../../../src/admin/lib/list-page.ts';

const rec = (id: string, name = id) => ({ _id: id, name });
const page = (ids: string[], total: number) => ({ records: ids.map((id) => rec(id)), total });
const ten = Array.from({ length: 10 }, (_, i) => `r${i + 1}`);

describe('the page a list screen asks for', () => {
  it('is one GET per page, search, sort and filter, 10 records a page', () => {
    expect(pageKey('/api/booking', { page: 1, q: '', filter: {} })).toBe('/api/booking?page=1&limit=10');
    expect(pageKey('/api/booking', { page: 3, q: 'रमेश fiber', sort: 'customerName', order: 'desc', filter: {} })).toBe(
      '/api/booking?page=3&limit=10&q=%E0%A4%B0%E0%A4%AE%E0%A5%87%E0%A4%B6+fiber&sort=customerName&order=desc',
    );
    // A toolbar's filters go along in a stable order, so the same filters are the same cached page.
    expect(pageKey('/api/booking', { page: 1, q: '', filter: { status: 'new', plan: 'Fibernet' } })).toBe(
      '/api/booking?page=1&limit=10&plan=Fibernet&status=new',
    );
  });

  it("knows its list's pages among other cached keys", () => {
    const ofFaq = isPageOf('/api/faq');
    expect(ofFaq('/api/faq?page=2&limit=10')).toBe(true);
    expect(ofFaq('/api/faq#all')).toBe(true);
    expect(ofFaq('/api/faq')).toBe(false);
    expect(ofFaq('/api/faqs?page=1')).toBe(false);
    expect(ofFaq('/api/stats')).toBe(false);
  });

  it('is the whole list under a key of its own, fetched at the plain path', () => {
    expect(wholeKey('/api/slider')).toBe('/api/slider#all');
    expect(
      new URL(wholeKey('/api/slider'), 'http://x').pathname + new URL(wholeKey('/api/slider'), 'http://x').search,
    ).toBe('/api/slider');
  });

  it('counts pages of 10, and one page for an empty list', () => {
    expect([0, 1, 10, 11, 100_000, 100_001].map(pageCount)).toEqual([1, 1, 1, 2, 10_000, 10_001]);
  });
});

describe('a header click', () => {
  it('sorts a new column ascending, then flips the sorted one', () => {
    expect(nextSort({}, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'createdAt')).toEqual({ sort: 'createdAt', order: 'asc' });
  });
});

describe('spec §4 transitions on the page held and the total', () => {
  it('create: appended to the last page, or a new page when it is full; the total grows', () => {
    expect(pageOfNewRecord(25, false)).toBe(3);
    expect(pageOfNewRecord(30, false)).toBe(4);
    expect(pageOfNewRecord(0, false)).toBe(1);
    const added = addToPage(page(['a', 'b'], 22), rec('new'), false);
    expect(added.records.map((r) => r._id)).toEqual(['a', 'b', 'new']);
    expect(added.total).toBe(23);
  });

  it('create on a newest-first list (testimonials): first on page 1, which keeps 10 rows', () => {
    expect(pageOfNewRecord(25, true)).toBe(1);
    const added = addToPage(page(ten, 25), rec('new'), true);
    expect(added.records.map((r) => r._id)).toEqual(['new', ...ten.slice(0, 9)]);
    expect(added.total).toBe(26);
  });

  it('update: the record with the same _id is replaced where it stands', () => {
    const updated = replaceInPage(page(['a', 'b', 'c'], 30), rec('b', 'Renamed'));
    expect(updated.records.map((r) => r.name)).toEqual(['a', 'Renamed', 'c']);
    expect(updated.total).toBe(30);
  });

  it('delete: the record with that _id leaves, and the total drops only when it was there', () => {
    const removed = removeFromPage(page(['a', 'b', 'c'], 30), 'b');
    expect(removed.records.map((r) => r._id)).toEqual(['a', 'c']);
    expect(removed.total).toBe(29);
    expect(removeFromPage(page(['a'], 30), 'zzz').total).toBe(30);
  });
});
