/** Where and how one character of the captcha is drawn. */
export interface Glyph {
  char: string;
  x: number;
  y: number;
  rotate: number;
  size: number;
  fill: string;
}

export interface NoiseLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: string;
}

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 56;
const INKS = ['#1e3a8a', '#9a3412', '#14532d', '#581c87', '#7f1d1d', '#0f172a'];
const NOISE = ['#94a3b8', '#fdba74', '#93c5fd', '#86efac', '#c4b5fd'];

/**
 * The drawing of a captcha code: each character rotated and shifted at random, with noise lines
 * and dots across it, so the code is not plain selectable text. `random` returns [0, 1).
 */
export function captchaDrawing(code: string, random: () => number = Math.random) {
  const between = (a: number, b: number) => a + random() * (b - a);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length) % list.length];
  const step = (CAPTCHA_WIDTH - 24) / Math.max(code.length, 1);
  const glyphs: Glyph[] = [...code].map((char, i) => ({
    char,
    x: Math.round(12 + step * i + step / 2 + between(-3, 3)),
    y: Math.round(CAPTCHA_HEIGHT / 2 + 9 + between(-5, 5)),
    rotate: Math.round(between(-28, 28)),
    size: Math.round(between(24, 30)),
    fill: pick(INKS),
  }));
  const lines: NoiseLine[] = Array.from({ length: 6 }, () => ({
    x1: Math.round(between(0, CAPTCHA_WIDTH * 0.3)),
    y1: Math.round(between(0, CAPTCHA_HEIGHT)),
    x2: Math.round(between(CAPTCHA_WIDTH * 0.7, CAPTCHA_WIDTH)),
    y2: Math.round(between(0, CAPTCHA_HEIGHT)),
    stroke: pick(NOISE),
  }));
  const dots = Array.from({ length: 30 }, () => ({
    cx: Math.round(between(0, CAPTCHA_WIDTH)),
    cy: Math.round(between(0, CAPTCHA_HEIGHT)),
    fill: pick(NOISE),
  }));
  return { glyphs, lines, dots };
}
