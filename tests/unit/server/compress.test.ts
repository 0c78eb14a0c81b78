import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../src/server/http/compress.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, as the client weighs them', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('BR ; Q=1')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
  });

  it('answers nothing when neither is acceptable', () => {
    for (const header of [
      undefined,
      '',
      'identity',
      'deflate',
      'gzip;q=0',
      'br;q=0, gzip;q=0',
      '*;q=0',
      'gzip;q=abc',
    ]) {
      expect(pickEncoding(header), header).toBeUndefined();
    }
  });
});
