import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaDrawing } from '../../../src/captcha/captcha-glyphs.ts';

describe('captchaDrawing', () => {
  it('draws each character once, in order, inside the image', () => {
    for (let n = 0; n < 200; n++) {
      const { glyphs, lines, dots } = captchaDrawing('aB3xYz');
      expect(glyphs.map((g) => g.char).join('')).toBe('aB3xYz');
      for (const g of glyphs) {
        expect(g.x).toBeGreaterThan(0);
        expect(g.x).toBeLessThan(CAPTCHA_WIDTH);
        expect(g.y).toBeGreaterThan(g.size / 2);
        expect(g.y).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
        expect(Math.abs(g.rotate)).toBeLessThanOrEqual(28);
      }
      expect(lines.length).toBeGreaterThan(0);
      expect(dots.length).toBeGreaterThan(0);
    }
  });
  it('keeps the characters in left-to-right order', () => {
    const { glyphs } = captchaDrawing('ABCDEF', () => 0.5);
    const xs = glyphs.map((g) => g.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });
  it('draws an empty code as noise only', () => {
    expect(captchaDrawing('').glyphs).toEqual([]);
  });
});
