import sharp from 'sharp';
import { demoImages } from '../src/server/demo-images.ts';
const p = await demoImages.posters();
for (const [i, b] of p.entries()) { await sharp(b).png().toFile(`/tmp/poster${i}.png`); console.log(b.length); }
