import { describe, expect, it } from 'vitest';
import { gsmFolded, smsParts } from '../../../src/lib/sms-text.ts';

describe('what an SMS costs', () => {
  it('counts GSM text by 160 and 153, its extension characters as two', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
    // 159 letters and a euro sign are 161 units: two parts.
    expect(smsParts(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('never cuts an escape pair or a surrogate pair across two parts', () => {
    // 152 letters and a euro sign: the euro's two units would straddle the cut at 153.
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(153)}`)).toBe(3);
    expect(smsParts(`${'a'.repeat(151)}€${'a'.repeat(153)}`)).toBe(2);
    // 66 units and an emoji (two UTF-16 units) at the cut of 67.
    expect(smsParts(`${'क'.repeat(66)}🙂${'क'.repeat(67)}`)).toBe(3);
    expect(smsParts(`${'क'.repeat(65)}🙂${'क'.repeat(67)}`)).toBe(2);
  });

  it('counts any other text as UCS-2, by 70 and 67', () => {
    expect(smsParts('क'.repeat(70))).toBe(1);
    expect(smsParts('क'.repeat(71))).toBe(2);
    expect(smsParts(`${'a'.repeat(100)}–`)).toBe(2);
  });
});

describe('an English SMS in GSM characters', () => {
  it('writes dashes, curly quotes, ellipses and no-break spaces as their GSM twins', () => {
    expect(gsmFolded('10:00 AM – 2:00 PM, “soon”… it’s\u00a0done')).toBe('10:00 AM - 2:00 PM, "soon"... it\'s done');
  });

  it('leaves a text that needs UCS-2 anyway exactly as written', () => {
    const nepali = 'कोशीनेट: मर्मतसम्भार – बिहान १० बजेदेखि';
    expect(gsmFolded(nepali)).toBe(nepali);
    expect(gsmFolded('Ping 5 ms ✓ – fine')).toBe('Ping 5 ms ✓ – fine');
  });
});
