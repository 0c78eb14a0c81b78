import sharp from 'sharp';

// Demo pictures drawn here (no downloads): banners, notice posters and portraits as SVG,
// rasterised by sharp so the demo content looks like real uploads.

const banner = (a: string, b: string, accent: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
    <radialGradient id="r" cx="0.8" cy="0.3" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1600" height="700" fill="url(#g)"/>
  <rect width="1600" height="700" fill="url(#r)"/>
  ${Array.from({ length: 14 }, (_, i) => `<path d="M${-200 + i * 40} 760 C ${500 + i * 30} ${520 - i * 25}, ${900 + i * 20} ${300 - i * 10}, ${1800} ${120 + i * 28}" stroke="${accent}" stroke-opacity="${0.12 + (i % 4) * 0.07}" stroke-width="${2 + (i % 3)}" fill="none"/>`).join('')}
  ${Array.from({ length: 26 }, (_, i) => `<circle cx="${(i * 137) % 1600}" cy="${(i * 89) % 700}" r="${2 + (i % 4)}" fill="#fff" fill-opacity="0.35"/>`).join('')}
</svg>`;

const poster = (a: string, b: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="800" height="1000" fill="url(#g)"/>
  <circle cx="400" cy="380" r="220" fill="#fff" fill-opacity="0.12"/>
  <circle cx="400" cy="380" r="150" fill="#fff" fill-opacity="0.18"/>
  <path d="M300 380 a100 100 0 0 1 200 0" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round"/>
  <path d="M340 380 a60 60 0 0 1 120 0" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round"/>
  <circle cx="400" cy="380" r="16" fill="#fff"/>
  <rect x="120" y="680" width="560" height="34" rx="17" fill="#fff" fill-opacity="0.85"/>
  <rect x="200" y="740" width="400" height="24" rx="12" fill="#fff" fill-opacity="0.6"/>
  <rect x="260" y="830" width="280" height="70" rx="35" fill="#fbbf24"/>
</svg>`;

const portrait = (skin: string, hair: string, shirt: string, bg: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${bg}"/>
  <ellipse cx="200" cy="400" rx="150" ry="110" fill="${shirt}"/>
  <rect x="175" y="250" width="50" height="50" fill="${skin}"/>
  <ellipse cx="200" cy="190" rx="80" ry="92" fill="${skin}"/>
  <path d="M118 180 C 118 90, 282 90, 282 180 C 270 130, 130 130, 118 180 Z" fill="${hair}"/>
  <circle cx="172" cy="195" r="7" fill="#2b2b2b"/><circle cx="228" cy="195" r="7" fill="#2b2b2b"/>
  <path d="M175 240 Q200 258 225 240" stroke="#7a3b2e" stroke-width="6" fill="none" stroke-linecap="round"/>
</svg>`;

const toJpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
const toPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

export const demoImages = {
  banners: () => Promise.all([
    toJpeg(banner('#0b3b8c', '#0e7490', '#38bdf8')),
    toJpeg(banner('#312e81', '#7c3aed', '#f472b6')),
    toJpeg(banner('#064e3b', '#0f766e', '#a3e635')),
  ]),
  posters: () => Promise.all([toPng(poster('#1d4ed8', '#0e7490')), toPng(poster('#b91c1c', '#f59e0b'))]),
  portraits: () => Promise.all([
    toJpeg(portrait('#c68642', '#1f1f1f', '#2563eb', '#dbeafe')),
    toJpeg(portrait('#e0ac69', '#3b2314', '#db2777', '#fce7f3')),
    toJpeg(portrait('#8d5524', '#111827', '#059669', '#d1fae5')),
    toJpeg(portrait('#f1c27d', '#4b2e1a', '#d97706', '#fef3c7')),
  ]),
};
