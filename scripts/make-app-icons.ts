/**
 * Makes the members app's icons (public/icons/app-192.png, app-512.png, app-maskable-512.png;
 * named by src/pages/cont/manifest.webmanifest.ts) from the site's logo, public/favicon.svg,
 * rasterised with sharp. The maskable one fills the square with the logo's sunflower and keeps
 * the note inside the central 80 % that every launcher's mask leaves. The outputs are committed.
 * Run: `npx node scripts/make-app-icons.ts`.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const OUT = 'public/icons';
const logo = await readFile('public/favicon.svg', 'utf8');
const [, note = ''] = /<path d="([^"]+)"/.exec(logo) ?? [];
const [, sunflower = '', ink = ''] =
  /fill="(#[0-9a-f]{6})"[\s\S]*fill="(#[0-9a-f]{6})"/.exec(logo) ?? [];
if (!note || !sunflower || !ink)
  throw new Error('public/favicon.svg: expected a circle and a note path');

// The note, scaled to 80 % of its size around its centre (20, 20): inside the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${sunflower}"/><path transform="translate(4 4) scale(0.8)" d="${note}" fill="${ink}"/></svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(logo), { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toFile(`${OUT}/app-${size}.png`);
}
await sharp(Buffer.from(maskable), { density: (72 * 512) / 40 })
  .resize(512, 512)
  .png()
  .toFile(`${OUT}/app-maskable-512.png`);
console.log(`${OUT}: app-192.png, app-512.png, app-maskable-512.png`);
