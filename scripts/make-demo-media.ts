/**
 * Makes the demo images (content/images/*.jpg) and videos (public/videos/*.mp4|webm) of the
 * public site: drawn here as SVG, rasterised with sharp, animated with ffmpeg. The outputs are
 * committed, so a build never needs ffmpeg. Run: `npx node scripts/make-demo-media.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const IMAGES = 'content/images';
const VIDEOS = 'public/videos';

type Palette = [string, string, string];
const PALETTES: Palette[] = [
  ['#b3341c', '#f2b33d', '#fffaf3'],
  ['#17606b', '#f2b33d', '#fffaf3'],
  ['#5b3f8c', '#f29e8e', '#fff4e8'],
  ['#1f2333', '#f2b33d', '#f6eadb'],
  ['#2f7a4a', '#f6d365', '#fffaf3'],
  ['#c0562a', '#7cc6c8', '#fffaf3'],
];

/** A small deterministic random generator, so re-running the script gives the same pictures. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/** Rows of singing children (circles and rounded bodies) before a warm background. */
function choirSvg(w: number, h: number, seed: number, rows = 3): string {
  const [bg, accent, light] = PALETTES[seed % PALETTES.length] as Palette;
  const rnd = random(seed + 7);
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    const count = 7 + r * 2;
    const size = (w / (count + 1)) * 0.55;
    const y = h * (0.45 + r * 0.17);
    for (let i = 0; i < count; i++) {
      const x = (w / (count + 1)) * (i + 1) + (rnd() - 0.5) * size * 0.3;
      const shade = r % 2 === 0 ? light : accent;
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${size * 0.42}" fill="${shade}" opacity="${0.75 + r * 0.08}"/>`,
        `<rect x="${x - size * 0.6}" y="${y + size * 0.45}" width="${size * 1.2}" height="${size * 1.6}" rx="${size * 0.5}" fill="${shade}" opacity="${0.6 + r * 0.1}"/>`,
      );
    }
  }
  const notes = Array.from({ length: 6 }, () => {
    const x = rnd() * w;
    const y = rnd() * h * 0.35 + h * 0.05;
    const s = 0.6 + rnd() * 0.8;
    return `<g transform="translate(${x} ${y}) scale(${s})" fill="${accent}"><ellipse cx="0" cy="40" rx="14" ry="10"/><rect x="11" y="0" width="4" height="40"/><path d="M15 0q20 8 18 26q-6-14-18-14z"/></g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg}" stop-opacity="0.78"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${w * 0.82}" cy="${h * 0.18}" r="${h * 0.22}" fill="${accent}" opacity="0.35"/>
  ${notes.join('')}${parts.join('')}</svg>`;
}

/** A portrait: one large figure, for the team and the supporters. */
function portraitSvg(size: number, seed: number): string {
  const [bg, accent, light] = PALETTES[seed % PALETTES.length] as Palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="${bg}"/>
  <circle cx="${size * 0.5}" cy="${size * 0.4}" r="${size * 0.19}" fill="${light}"/>
  <rect x="${size * 0.2}" y="${size * 0.64}" width="${size * 0.6}" height="${size * 0.5}" rx="${size * 0.25}" fill="${light}"/>
  <circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.08}" fill="${accent}"/></svg>`;
}

/** A partner's mark: initials on a band. */
function logoSvg(text: string, seed: number): string {
  const [bg, accent] = PALETTES[seed % PALETTES.length] as Palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <circle cx="90" cy="120" r="62" fill="${bg}"/><circle cx="90" cy="120" r="26" fill="${accent}"/>
  <text x="180" y="140" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="${bg}">${text}</text></svg>`;
}

async function write(svg: string, name: string) {
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(`${IMAGES}/${name}`);
}

async function main() {
  mkdirSync(IMAGES, { recursive: true });
  mkdirSync(VIDEOS, { recursive: true });
  await write(choirSvg(1600, 900, 1, 3), 'hero.jpg');
  await write(choirSvg(1600, 600, 3, 2), 'bucuresti.jpg');
  for (let i = 1; i <= 8; i++)
    await write(choirSvg(1200, 800, i + 10, 2 + (i % 2)), `news-${i}.jpg`);
  for (let i = 1; i <= 6; i++) await write(choirSvg(1000, 750, i + 30, 3), `gallery-${i}.jpg`);
  for (let i = 1; i <= 4; i++) await write(choirSvg(900, 600, i + 50, 2), `objective-${i}.jpg`);
  for (let i = 1; i <= 6; i++) await write(portraitSvg(600, i), `portrait-${i}.jpg`);
  const partners = ['MEC', 'ANC', 'LR', 'UNMB', 'TNB', 'FCR'];
  for (const [i, text] of partners.entries()) await write(logoSvg(text, i), `partner-${i + 1}.jpg`);

  for (let i = 1; i <= 3; i++) {
    const poster = `${VIDEOS}/video-${i}.jpg`;
    await sharp(Buffer.from(choirSvg(640, 360, i + 70, 3)))
      .jpeg({ quality: 80 })
      .toFile(poster);
    // A slow zoom over the poster with a soft tone: a few seconds, a few dozen kilobytes.
    const filter = 'zoompan=z=min(zoom+0.0015\\,1.2):d=100:s=640x360:fps=25,format=yuv420p';
    const audio = ['-f', 'lavfi', '-i', `sine=frequency=${220 * i}:duration=4`];
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-loop',
      '1',
      '-i',
      poster,
      ...audio,
      '-vf',
      filter,
      '-t',
      '4',
    ];
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-movflags',
      '+faststart',
      '-shortest',
      `${VIDEOS}/video-${i}.mp4`,
    ]);
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '300k',
      '-c:a',
      'libopus',
      '-b:a',
      '48k',
      '-shortest',
      `${VIDEOS}/video-${i}.webm`,
    ]);
  }
}

await main();
