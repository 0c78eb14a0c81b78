import { describe, expect, it } from 'vitest';
import { ListQueryError, listQueryString, parseListQuery, searchWords } from '../../../src/lib/list-query.ts';

const FIELDS = ['name', 'createdAt'];
const error = (params: Record<string, string>): [string, string] | undefined => {
  try {
    parseListQuery(params, FIELDS);
  } catch (err) {
    if (err instanceof ListQueryError) return [err.parameter, err.message];
    throw err;
  }
  return undefined;
};

describe('parseListQuery', () => {
  it('no parameters: the whole list', () => {
    expect(parseListQuery({}, FIELDS)).toEqual({});
  });

  it('page and limit: limit 10 by default, page 1 when only the limit is given', () => {
    expect(parseListQuery({ page: '3' }, FIELDS)).toEqual({ page: 3, limit: 10 });
    expect(parseListQuery({ limit: '25' }, FIELDS)).toEqual({ page: 1, limit: 25 });
    expect(parseListQuery({ page: '1', limit: '100' }, FIELDS)).toEqual({ page: 1, limit: 100 });
  });

  it('q trimmed (blank is no search), sort among the fields, order asc or desc', () => {
    expect(parseListQuery({ q: '  राम  थापा ', sort: 'name', order: 'desc' }, FIELDS)).toEqual({
      q: 'राम  थापा',
      sort: 'name',
      order: 'desc',
    });
    expect(parseListQuery({ q: '   ' }, FIELDS)).toEqual({});
    expect(parseListQuery({ order: 'asc' }, FIELDS)).toEqual({ order: 'asc' });
  });

  it('names the bad parameter', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', ' 1', '1000001', '99999999999'])
      expect(error({ page })?.[0], page).toBe('page');
    for (const limit of ['0', '101', '1e2', 'ten']) expect(error({ limit })?.[0], limit).toBe('limit');
    expect(error({ sort: 'seq' })).toEqual(['sort', 'sort must be one of: name, createdAt']);
    expect(error({ order: 'DESC' })).toEqual(['order', 'order must be asc or desc']);
    expect(error({ q: 'x'.repeat(201) })?.[0]).toBe('q');
    expect(error({ q: 'a b c d e f g h i j k' })).toEqual(['q', 'q may have at most 10 words']);
    expect(error({ q: 'x'.repeat(200) })).toBeUndefined();
  });
});

describe('listQueryString and searchWords', () => {
  it('writes only what is set', () => {
    expect(listQueryString({})).toBe('');
    expect(listQueryString({ page: 2, limit: 10, q: 'राम & co', sort: 'name', order: 'asc' })).toBe(
      `?page=2&limit=10&q=${encodeURIComponent('राम').replace(/%20/g, '+')}+%26+co&sort=name&order=asc`,
    );
    expect(
      parseListQuery(
        Object.fromEntries(new URLSearchParams(listQueryString({ page: 4, q: 'नेपाल', order: 'desc' }))),
        FIELDS,
      ),
    ).toEqual({ page: 4, limit: 10, q: 'नेपाल', order: 'desc' });
  });

  it('splits a search into words', () => {
    expect(searchWords(' Ram  थापा ')).toEqual(['Ram', 'थापा']);
    expect(searchWords(undefined)).toEqual([]);
  });
});
