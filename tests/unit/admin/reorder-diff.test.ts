import { describe, expect, it } from 'vitest';
import { fieldChanges, fieldLabel, historyLabel, showValue } from '../../../src/admin/lib/diff.ts';
import { inOrder, moveId } from '../../../src/admin/lib/reorder.ts';

describe('moveId', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('moves an id to an index, the others keeping their order', () => {
    expect(moveId(ids, 'c', 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveId(ids, 'a', 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveId(ids, 'b', 2)).toEqual(['a', 'c', 'b', 'd']);
  });
  it('clamps the index and leaves the list alone for an unknown id', () => {
    expect(moveId(ids, 'a', -1)).toEqual(ids);
    expect(moveId(ids, 'd', 99)).toEqual(ids);
    expect(moveId(ids, 'x', 0)).toEqual(ids);
  });
  it('inOrder puts records in the ids’ order', () => {
    expect(inOrder([{ _id: 'a' }, { _id: 'b' }], ['b', 'a']).map((r) => r._id)).toEqual(['b', 'a']);
  });
});

describe('fieldChanges', () => {
  it('lists only the fields that differ, as text, without bookkeeping fields', () => {
    const before = {
      _id: '1',
      createdAt: 'x',
      position: 0,
      name: 'Fibernet',
      features: ['A'],
      hidden: false,
      price: 'Rs. 1',
    };
    const after = {
      _id: '1',
      createdAt: 'x',
      position: 3,
      name: 'Fibernet',
      features: ['A', 'B'],
      hidden: true,
      price: 'Rs. 1',
    };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'features', before: 'A', after: 'A\nB' },
      { field: 'hidden', before: 'No', after: 'Yes' },
    ]);
  });
  it('a created record is every filled field from empty', () => {
    expect(fieldChanges(null, { title: 'New', imageAlt: '' })).toEqual([{ field: 'title', before: '', after: 'New' }]);
  });
  it('labels fields in words', () => {
    expect(fieldLabel('imageAlt')).toBe('Image alt');
    expect(fieldLabel('title_ne')).toBe('Title (Nepali)');
    expect(historyLabel('SME plan (shown in the SME tab)')).toBe('SME plan');
    expect(historyLabel('Name (Nepali)')).toBe('Name (Nepali)');
    expect(showValue(null)).toBe('');
  });

  it("shows a list of objects (an incident's updates) one item a line, its filled-in values in order", () => {
    const updates = [
      { text: 'Crew on site', text_ne: '', at: '2026-11-27T04:00:00.000Z', status: 'identified' },
      { text: 'Fixed', text_ne: 'मर्मत भयो', at: '2026-11-27T05:00:00.000Z', status: 'resolved' },
    ];
    expect(showValue(updates)).toBe(
      'Crew on site · 2026-11-27T04:00:00.000Z · identified\nFixed · मर्मत भयो · 2026-11-27T05:00:00.000Z · resolved',
    );
    expect(fieldChanges({ updates: updates.slice(0, 1) }, { updates })).toEqual([
      { field: 'updates', before: showValue(updates.slice(0, 1)), after: showValue(updates) },
    ]);
  });
});
