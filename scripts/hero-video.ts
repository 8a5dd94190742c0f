/**
 * `npm run hero-video`: makes the home page's hero loop (public/videos/hero.webm and hero.mp4)
 * from the demo pictures: each picture zooms in slowly, the next fades in over it, and the clip
 * dips to dark at both ends so the loop's seam does not jump. No sound track (the loop plays
 * muted). The outputs are committed, so neither the build nor CI needs ffmpeg; rerun this after
 * changing the pictures (needs ffmpeg with libvpx-vp9 and libx264 on the PATH, e.g.
 * `apt-get install -y ffmpeg`), then commit the two files. The still picture (content/images/hero.jpg)
 * stays the hero's poster and the page's largest paint.
 * With a real clip instead: `npm run hero-video -- path/to/clip.mp4` (its first 14 s are used).
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';

const OUT = 'public/videos/hero';
const PICTURES = [
  'content/images/hero.jpg',
  'content/images/gallery-2.jpg',
  'content/images/gallery-4.jpg',
];
const SIZE = { w: 960, h: 540 };
const FPS = 24;
const SHOT_S = 5;
const FADE_S = 1;
const clip = process.argv[2];

/** One slow zoom per picture, cropped to 16:9, then crossfades; the whole dips from and to dark. */
function slideshowFilter(): string {
  const { w, h } = SIZE;
  const frames = SHOT_S * FPS;
  const shots = PICTURES.map(
    (_, i) =>
      `[${i}]scale=${w * 2}:-2,crop=${w * 2}:${h * 2},` +
      `zoompan=z='min(zoom+0.0006,1.08)':d=${frames}:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'` +
      `:s=${w}x${h}:fps=${FPS},setsar=1[s${i}]`,
  );
  let last = 's0';
  const fades: string[] = [];
  for (let i = 1; i < PICTURES.length; i++) {
    const offset = i * (SHOT_S - FADE_S);
    fades.push(`[${last}][s${i}]xfade=transition=fade:duration=${FADE_S}:offset=${offset}[x${i}]`);
    last = `x${i}`;
  }
  const total = PICTURES.length * SHOT_S - (PICTURES.length - 1) * FADE_S;
  const ends = `[${last}]fade=t=in:st=0:d=0.5,fade=t=out:st=${total - 0.5}:d=0.5,format=yuv420p[v]`;
  return [...shots, ...fades, ends].join(';');
}

const input = clip
  ? [
      '-i',
      clip,
      '-t',
      '14',
      '-vf',
      `scale=${SIZE.w}:${SIZE.h}:force_original_aspect_ratio=increase,crop=${SIZE.w}:${SIZE.h},fps=${FPS},format=yuv420p`,
    ]
  : [...PICTURES.flatMap((p) => ['-i', p]), '-filter_complex', slideshowFilter(), '-map', '[v]'];

const common = ['-y', '-hide_banner', '-loglevel', 'error', ...input, '-an'];
execFileSync(
  'ffmpeg',
  [...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1', `${OUT}.webm`],
  { stdio: 'inherit' },
);
execFileSync(
  'ffmpeg',
  [
    ...common,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '32',
    '-profile:v',
    'main',
    '-movflags',
    '+faststart',
    `${OUT}.mp4`,
  ],
  { stdio: 'inherit' },
);
for (const ext of ['webm', 'mp4'])
  console.log(`${OUT}.${ext}: ${Math.round(statSync(`${OUT}.${ext}`).size / 1024)} KB`);
