import { afterEach, describe, expect, it } from 'vitest';
import { withPreview } from '../../../src/components/preview-record.ts';
import { setPreviewRecord } from '../../../src/lib/build-seam.ts';

// A preview renders the live site's pages with the editor's record in place of the stored one
// (issue 31): src/components/collections.ts passes every collection it reads through withPreview.
type Plan = { _id: string; name: string; order: number; hidden?: boolean };
const stored: Plan[] = [
  { _id: 'a', name: 'Basic', order: 0 },
  { _id: 'b', name: 'Fibernet', order: 1 },
  { _id: 'c', name: 'Business', order: 2 },
];
const parse = (r: unknown, order: number) => ({ ...(r as Plan), order });

describe('withPreview', () => {
  afterEach(() => {
    setPreviewRecord(undefined);
  });

  it('leaves every list as it is when no preview is rendering (a publish)', () => {
    expect(withPreview('plans', stored, parse)).toBe(stored);
  });

  it('puts the edited record where the stored one stands, in that collection only', () => {
    setPreviewRecord({ collection: 'plans', id: 'b', record: { name: 'Fibernet 100' } });
    expect(withPreview('plans', stored, parse).map((p) => [p._id, p.name, p.order])).toEqual([
      ['a', 'Basic', 0],
      ['b', 'Fibernet 100', 1],
      ['c', 'Business', 2],
    ]);
    expect(withPreview('faqs', stored, parse)).toBe(stored);
  });

  it('adds a new record last, or first for an entity whose new records go first', () => {
    setPreviewRecord({ collection: 'plans', record: { name: 'New' } });
    expect(withPreview('plans', stored, parse).map((p) => p.name)).toEqual(['Basic', 'Fibernet', 'Business', 'New']);
    setPreviewRecord({ collection: 'plans', newestFirst: true, record: { name: 'New' } });
    expect(withPreview('plans', stored, parse).map((p) => p.name)).toEqual(['New', 'Basic', 'Fibernet', 'Business']);
  });

  it('leaves out a record the editor hides, and shows one the editor unhides', () => {
    setPreviewRecord({ collection: 'plans', id: 'b', record: { name: 'Fibernet', hidden: true } });
    expect(withPreview('plans', stored, parse).map((p) => p._id)).toEqual(['a', 'c']);
    const withoutHidden = stored.filter((p) => p._id !== 'c');
    setPreviewRecord({ collection: 'plans', id: 'c', record: { name: 'Business', hidden: false } });
    expect(withPreview('plans', withoutHidden, parse).map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });
});
