import { describe, expect, it } from 'vitest';
import { addRecord, removeRecord, replaceRecord } from '../../../src/admin/lib/list-state.ts';

const a = { _id: 'a', name: 'A' };
const b = { _id: 'b', name: 'B' };
const c = { _id: 'c', name: 'C' };

describe('list transitions (spec §4)', () => {
  it('create appends the new record', () => {
    expect(addRecord([a, b], c)).toEqual([a, b, c]);
  });

  it('create prepends for lists kept newest first (testimonials)', () => {
    expect(addRecord([a, b], c, true)).toEqual([c, a, b]);
  });

  it('create on a list not loaded yet starts one', () => {
    expect(addRecord(undefined, a)).toEqual([a]);
  });

  it('create never duplicates a record already in the list', () => {
    expect(addRecord([a, b], { ...a, name: 'A2' })).toEqual([b, { _id: 'a', name: 'A2' }]);
  });

  it('update replaces the record with the same _id in place', () => {
    const updated = { _id: 'b', name: 'B2' };
    expect(replaceRecord([a, b, c], updated)).toEqual([a, updated, c]);
  });

  it('update of an unknown _id leaves the list as it was', () => {
    expect(replaceRecord([a, b], { _id: 'x', name: 'X' })).toEqual([a, b]);
  });

  it('delete removes the record by _id', () => {
    expect(removeRecord([a, b, c], 'b')).toEqual([a, c]);
    expect(removeRecord([a], 'x')).toEqual([a]);
    expect(removeRecord(undefined, 'a')).toEqual([]);
  });

  it('never changes the list it was given', () => {
    const list = [a, b];
    addRecord(list, c);
    replaceRecord(list, { _id: 'a', name: 'A2' });
    removeRecord(list, 'a');
    expect(list).toEqual([a, b]);
  });
});
