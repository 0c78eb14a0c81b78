import sharp from 'sharp';
import { devanagariLines } from './devanagari.ts';

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

// Notice posters carry their words in the image, as real notices do (the popup shows only images).
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const lines = (
  x: number,
  y: number,
  step: number,
  size: number,
  weight: number,
  fill: string,
  texts: string[],
  anchor = 'middle',
) =>
  texts
    .map(
      (t, i) =>
        `<text x="${x}" y="${y + i * step}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${t}</text>`,
    )
    .join('');

const festivalOffer = (words: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9a3412"/><stop offset="0.55" stop-color="#c2410c"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fde68a" stop-opacity="0.45"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <rect width="1200" height="900" fill="url(#glow)"/>
  ${[
    [100, 170, -12],
    [1100, 210, 14],
    [1060, 640, -8],
  ]
    .map(
      ([x, y, r]) =>
        `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M0 -70 L55 0 L0 70 L-55 0 Z" fill="#fde68a" fill-opacity="0.9"/><path d="M0 -70 L0 70 M-55 0 L55 0" stroke="#9a3412" stroke-width="4"/><path d="M0 70 q -20 40 10 80 q 25 35 -5 70" stroke="#fde68a" stroke-width="4" fill="none"/></g>`,
    )
    .join('')}
  ${Array.from({ length: 7 }, (_, i) => `<g transform="translate(${260 + i * 113} 820)"><ellipse cx="0" cy="20" rx="34" ry="14" fill="#7c2d12"/><path d="M0 -26 q 14 18 0 34 q -14 -16 0 -34z" fill="#fde047"/></g>`).join('')}
  ${words}
</svg>`;

const maintenanceWindow = (words: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f1f4d"/><stop offset="1" stop-color="#1543c9"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  ${Array.from({ length: 12 }, (_, i) => `<path d="M-100 ${640 + i * 22} C 300 ${560 + i * 18}, 800 ${760 - i * 12}, 1300 ${600 + i * 20}" stroke="#5999fd" stroke-opacity="${0.12 + (i % 3) * 0.06}" stroke-width="3" fill="none"/>`).join('')}
  <g transform="translate(600 190)">
    <circle r="88" fill="#fbbf24"/>
    <circle r="56" fill="none" stroke="#0f1f4d" stroke-width="12"/>
    <path d="M0 -34 V0 L24 16" stroke="#0f1f4d" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
  </g>
  ${words}
</svg>`;

const festivalWords = `
  ${lines(600, 150, 0, 34, 700, '#fde68a', ['DASHAIN &amp; TIHAR OFFER'])}
  ${lines(600, 330, 0, 150, 800, '#ffffff', ['2 months'])}
  ${lines(600, 450, 0, 110, 800, '#fde047', ['FREE'])}
  ${lines(600, 560, 56, 44, 600, '#ffffff', ['on every yearly Fibernet plan', 'booked before Tihar'])}
  <rect x="320" y="656" width="560" height="88" rx="44" fill="#ffffff"/>
  ${lines(600, 714, 0, 34, 700, '#9a3412', ['Book on our Plans page'])}
`;
const maintenanceWords = `
  ${lines(600, 345, 0, 34, 700, '#fbbf24', ['NOTICE'])}
  ${lines(600, 430, 0, 72, 800, '#ffffff', ['Scheduled maintenance'])}
  ${lines(600, 530, 0, 52, 700, '#d9e8ff', ['Saturday, 2 AM to 4 AM'])}
  ${lines(600, 620, 52, 38, 400, '#ffffff', ['Fibernet in Biratnagar may drop for a few', 'minutes while we upgrade our network.'])}
  ${lines(600, 800, 0, 34, 600, '#fbbf24', ['Thank you for your patience'])}
`;

/** The Nepali posters' words, drawn in the site's own Devanagari font (./devanagari.ts). */
const festivalWordsNe = async () => `
  ${await devanagariLines([
    { text: 'दशैँ तिहार अफर', x: 600, y: 150, size: 40, weight: 700, fill: '#fde68a' },
    { text: '२ महिना', x: 600, y: 330, size: 150, weight: 700, fill: '#ffffff' },
    { text: 'निःशुल्क', x: 600, y: 460, size: 110, weight: 700, fill: '#fde047' },
    { text: 'तिहारअघि बुक गरिएका', x: 600, y: 560, size: 44, weight: 400, fill: '#ffffff' },
    { text: 'वार्षिक फाइबरनेट प्याकेजमा', x: 600, y: 616, size: 44, weight: 400, fill: '#ffffff' },
  ])}
  <rect x="300" y="656" width="600" height="88" rx="44" fill="#ffffff"/>
  ${await devanagariLines([{ text: 'प्याकेज पृष्ठबाट बुक गर्नुहोस्', x: 600, y: 712, size: 34, weight: 700, fill: '#9a3412' }])}`;
const maintenanceWordsNe = async () =>
  devanagariLines([
    { text: 'सूचना', x: 600, y: 345, size: 36, weight: 700, fill: '#fbbf24' },
    { text: 'पूर्वसूचित मर्मतसम्भार', x: 600, y: 435, size: 72, weight: 700, fill: '#ffffff' },
    { text: 'शुक्रबार मध्यरातपछि', x: 600, y: 525, size: 50, weight: 700, fill: '#d9e8ff' },
    { text: 'राति २ बजेदेखि बिहान ४ बजेसम्म', x: 600, y: 590, size: 46, weight: 400, fill: '#d9e8ff' },
    { text: 'नेटवर्क स्तरोन्नतिका क्रममा विराटनगरमा', x: 600, y: 668, size: 38, weight: 400, fill: '#ffffff' },
    { text: 'फाइबरनेट केही मिनेट अवरुद्ध हुन सक्छ।', x: 600, y: 720, size: 38, weight: 400, fill: '#ffffff' },
    { text: 'धैर्यका लागि धन्यवाद', x: 600, y: 808, size: 36, weight: 700, fill: '#fbbf24' },
  ]);

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
const toWebp = (svg: string) => sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();

export const demoImages = {
  banners: () =>
    Promise.all([
      toJpeg(banner('#0b3b8c', '#0e7490', '#38bdf8')),
      toJpeg(banner('#312e81', '#7c3aed', '#f472b6')),
      toJpeg(banner('#064e3b', '#0f766e', '#a3e635')),
    ]),
  /** in the order of demoNotices: the Dashain and Tihar offer, then the maintenance window */
  posters: () => Promise.all([toWebp(festivalOffer(festivalWords)), toWebp(maintenanceWindow(maintenanceWords))]),
  /** the same posters in Nepali, for the Nepali pages */
  postersNe: async () =>
    Promise.all([
      toWebp(festivalOffer(await festivalWordsNe())),
      toWebp(maintenanceWindow(await maintenanceWordsNe())),
    ]),
  portraits: () =>
    Promise.all([
      toJpeg(portrait('#c68642', '#1f1f1f', '#2563eb', '#dbeafe')),
      toJpeg(portrait('#e0ac69', '#3b2314', '#db2777', '#fce7f3')),
      toJpeg(portrait('#8d5524', '#111827', '#059669', '#d1fae5')),
      toJpeg(portrait('#f1c27d', '#4b2e1a', '#d97706', '#fef3c7')),
    ]),
};
