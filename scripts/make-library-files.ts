/**
 * Makes the library's demo files (src/server/db/seed/library-files/): a short melody per voice
 * part and for the whole choir, audiobook chapters (MP3, mono 32 kbps), a one-page PDF score, a
 * video lesson (mp4, webm, ogg and its poster) and the resources (PNG posters, PDFs). The outputs
 * are committed, so neither the seed nor the tests need ffmpeg. Run:
 * `npx node scripts/make-library-files.ts` (needs ffmpeg with libmp3lame, libx264, libvpx, libtheora).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ascii, onePagePdf } from './one-page-pdf.ts';
import { monoWav } from './wav.ts';

const OUT = 'src/server/db/seed/library-files';
const RATE = 16_000;
const tmp = mkdtempSync(join(tmpdir(), 'library-files-'));
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);

/** Semitones from A4 of each note of 'Frunzuliță' (a made-up tune), with durations in beats. */
const TUNE: [number, number][] = [
  [-9, 1],
  [-7, 1],
  [-5, 1],
  [-4, 1],
  [-2, 2],
  [-2, 2],
  [0, 1],
  [-2, 1],
  [-4, 1],
  [-5, 1],
  [-7, 2],
  [-9, 2],
];

/** A WAV of the tune `shift` semitones away (a voice part), one beat `beat` s, with soft note edges. */
function melodyWav(shifts: number[], beat: number): Buffer {
  const samples: number[] = [];
  for (const [note, beats] of TUNE) {
    const length = Math.round(beats * beat * RATE);
    for (let i = 0; i < length; i++) {
      const edge = Math.min(1, i / 400, (length - i) / 800);
      const t = i / RATE;
      const value = shifts.reduce(
        (sum, shift) => sum + Math.sin(2 * Math.PI * 440 * 2 ** ((note + shift) / 12) * t),
        0,
      );
      samples.push((0.5 * edge * value) / shifts.length);
    }
  }
  return monoWav(samples, RATE);
}

function mp3(name: string, shifts: number[], beat: number) {
  const wav = join(tmp, `${name}.wav`);
  writeFileSync(wav, melodyWav(shifts, beat));
  ffmpeg('-i', wav, '-ac', '1', '-b:a', '32k', '-map_metadata', '-1', `${OUT}/${name}.mp3`);
}

/** A one-page PDF: a title, a subtitle and, for a score, four staves with note heads. */
function pdf(title: string, subtitle: string, staves: boolean): Buffer {
  const draw = ['BT /F1 22 Tf 56 770 Td', `(${ascii(title)}) Tj`, '/F1 12 Tf 0 -24 Td'];
  draw.push(`(${ascii(subtitle)}) Tj`, 'ET');
  if (staves) {
    for (let s = 0; s < 4; s++) {
      const top = 680 - s * 150;
      for (let l = 0; l < 5; l++) draw.push(`56 ${top - l * 8} m 540 ${top - l * 8} l S`);
      TUNE.forEach(([note], i) => {
        const x = 96 + i * 38;
        const y = top - 32 + ((note + 9 + s * 3) % 12) * 4;
        // A filled oval note head (four Bézier quarters) and its stem.
        draw.push(
          `${x - 5} ${y} m ${x - 5} ${y + 2} ${x - 2.5} ${y + 3.5} ${x} ${y + 3.5} c`,
          `${x + 2.5} ${y + 3.5} ${x + 5} ${y + 2} ${x + 5} ${y} c`,
          `${x + 5} ${y - 2} ${x + 2.5} ${y - 3.5} ${x} ${y - 3.5} c`,
          `${x - 2.5} ${y - 3.5} ${x - 5} ${y - 2} ${x - 5} ${y} c f`,
          `${x + 4.6} ${y} m ${x + 4.6} ${y + 24} l S`,
        );
      });
    }
  }
  return onePagePdf(draw.join('\n'));
}

/** A card with a title band: posters, the brand sheet, the video's poster. */
const card = (w: number, h: number, bg: string, accent: string, label: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="100%" height="100%" fill="${bg}"/><circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.22}" fill="${accent}"/>
  <rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.16}" fill="#fffaf3" opacity="0.9"/>
  <text x="${w * 0.06}" y="${h * 0.83}" font-family="DejaVu Sans, sans-serif" font-size="${h * 0.08}" fill="${bg}">${label}</text></svg>`);

async function main() {
  mkdirSync(OUT, { recursive: true });
  const beat = 0.22;
  mp3('sopran', [0], beat);
  mp3('alto', [-5], beat);
  mp3('tenor', [-12], beat);
  mp3('bas', [-17], beat);
  mp3('cor', [0, -5, -12, -17], beat);
  for (let i = 1; i <= 3; i++) mp3(`capitol-${i}`, [-12 + i * 2], 0.3);

  writeFileSync(`${OUT}/partitura.pdf`, pdf('Partitura demo', 'Sopran, Alto, Tenor, Bas', true));
  writeFileSync(
    `${OUT}/ghid.pdf`,
    pdf('Ghidul dirijorului', 'Programul national de coruri de copii', false),
  );
  writeFileSync(`${OUT}/regulament.pdf`, pdf('Regulamentul programului', 'Editia curenta', false));
  await sharp(card(600, 848, '#b3341c', '#f2b33d', 'Concert de colinde'))
    .png({ palette: true, colors: 16 })
    .toFile(`${OUT}/afis-colinde.png`);
  await sharp(card(600, 848, '#17606b', '#f2b33d', 'Gala corurilor'))
    .png({ palette: true, colors: 16 })
    .toFile(`${OUT}/afis-gala.png`);
  await sharp(card(800, 400, '#5b3f8c', '#f29e8e', 'Sigla programului'))
    .png({ palette: true, colors: 16 })
    .toFile(`${OUT}/sigla.png`);

  const poster = `${OUT}/lectie.jpg`;
  await sharp(card(320, 180, '#2f7a4a', '#f6d365', 'Lecția de respirație'))
    .jpeg({ quality: 75 })
    .toFile(poster);
  const wav = join(tmp, 'lectie.wav');
  writeFileSync(wav, melodyWav([-5], 0.2));
  const input = [
    '-loop',
    '1',
    '-i',
    poster,
    '-i',
    wav,
    '-vf',
    'zoompan=z=min(zoom+0.002\\,1.2):d=75:s=320x180:fps=15,format=yuv420p',
    '-t',
    '3',
  ];
  ffmpeg(
    ...input,
    '-c:v',
    'libx264',
    '-crf',
    '32',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    '-shortest',
    `${OUT}/lectie.mp4`,
  );
  ffmpeg(
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '120k',
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-shortest',
    `${OUT}/lectie.webm`,
  );
  ffmpeg(
    ...input,
    '-c:v',
    'libtheora',
    '-q:v',
    '3',
    '-c:a',
    'libvorbis',
    '-q:a',
    '0',
    '-ac',
    '1',
    '-shortest',
    `${OUT}/lectie.ogv`,
  );
  rmSync(tmp, { recursive: true, force: true });
}

await main();
