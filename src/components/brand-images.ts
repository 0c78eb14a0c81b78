import sharp from 'sharp';
import type { Settings } from '../lib/settings/schema.ts';
import { uploadUrl } from './api-url.ts';

// The share card, the touch and app icons (issue 42): drawn at build time with sharp from the ISP's
// settings (its name, tagline, services and uploaded logo), so a renamed ISP's shared links and
// home-screen icons are its own. Without a logo they show the site's drawn mark (public/favicon.svg).

const BRAND = '#173aa3';
/** The drawn mark (public/favicon.svg) on the brand's blue, and in blue on white for the share card. */
const mark = (ground: string, ink: string, corner: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="${corner}" fill="${ground}"/><path d="M9 24a15 15 0 0 1 22 0" fill="none" stroke="#f97316" stroke-width="3.2" stroke-linecap="round"/><path d="M13.5 28.5a8.5 8.5 0 0 1 13 0" fill="none" stroke="${ink}" stroke-width="3.2" stroke-linecap="round"/><circle cx="20" cy="13" r="3" fill="${ink}"/></svg>`;

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What the images are drawn from: one drawing per publish that changes it. */
const drawn = new Map<string, Promise<Buffer>>();
function once(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  let image = drawn.get(key);
  if (!image) {
    if (drawn.size > 20) drawn.clear();
    image = draw();
    drawn.set(key, image);
    image.catch(() => drawn.delete(key));
  }
  return image;
}

/** The uploaded logo's bytes, or undefined (none, or it cannot be read: the mark stands in). */
async function logoBytes(logo: string): Promise<Buffer | undefined> {
  if (!logo) return undefined;
  try {
    const res = await fetch(uploadUrl(logo), { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) return undefined;
    const bytes = Buffer.from(await res.arrayBuffer());
    await sharp(bytes).metadata();
    return bytes;
  } catch {
    return undefined;
  }
}

/** The logo (or the mark) in a square of `size` px: the logo fitted on white with a margin. */
async function square(logo: Buffer | undefined, size: number, background = '#fff'): Promise<Buffer> {
  if (!logo) {
    // An icon is square (a home screen rounds it); the share card's badge is rounded as drawn.
    const svg = background === '#fff' ? mark('#fff', BRAND, 10) : mark(BRAND, '#fff', 0);
    return sharp(Buffer.from(svg), { density: 72 * (size / 40) })
      .resize(size, size)
      .png()
      .toBuffer();
  }
  const inner = Math.round(size * 0.8);
  const fitted = await sharp(logo)
    .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: fitted, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** A square PNG icon: apple-touch-icon (180), the manifest's (192, 512). */
export function iconPng(settings: Settings, size: number): Promise<Buffer> {
  return once(`icon ${size} ${settings.logo}`, async () =>
    square(await logoBytes(settings.logo), size, settings.logo ? '#fff' : BRAND),
  );
}

/** Words broken into lines of at most `width` characters. */
function lines(text: string, width: number, most: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.length - 1;
    if (last >= 0 && `${out[last]} ${word}`.length <= width) out[last] += ` ${word}`;
    else out.push(word);
  }
  if (out.length > most) out[most - 1] += '…';
  return out.slice(0, most);
}

/** The share card (og:image, 1200×630): the logo and name, the tagline and the services. */
export function shareCard(settings: Settings): Promise<Buffer> {
  const { name, tagline, logo, services } = settings;
  const offered = services.map((s) => s.title).join(' · ');
  return once(`card ${JSON.stringify([name, tagline, logo, offered])}`, async () => {
    const [, first = name, second = ''] = /^(.+?)([A-Z][a-z]+)$/.exec(name) ?? [];
    const title = lines(tagline, 30, 2);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#132a6b"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1050" cy="560" r="260" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="40"/>
<circle cx="1050" cy="560" r="150" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="40"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold">
<text x="232" y="205" font-size="72" fill="#fff">${xml(first)}<tspan fill="#fb923c">${xml(second)}</tspan></text>
${title.map((line, i) => `<text x="90" y="${360 + i * 72}" font-size="58" fill="#fff">${xml(line)}</text>`).join('\n')}
</g>
<text x="90" y="530" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="#bfdbfe">${xml(lines(offered, 60, 1)[0] ?? '')}</text>
</svg>`;
    const badge = await square(await logoBytes(logo), 120);
    const rounded = await sharp(badge)
      .composite([
        {
          input: Buffer.from('<svg width="120" height="120"><rect width="120" height="120" rx="28"/></svg>'),
          blend: 'dest-in',
        },
      ])
      .png()
      .toBuffer();
    return sharp(Buffer.from(svg))
      .composite([{ input: rounded, left: 90, top: 120 }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
}
