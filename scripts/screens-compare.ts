/**
 * `npm run screens:compare -- A B`: compares the PNGs of two `npm run screens` runs pixel by pixel
 * (pixelmatch, anti-aliased pixels ignored) and lists the screens that differ, most changed first,
 * with the share of pixels that changed; a red-marked picture of each difference goes to B/diff/.
 * A page whose height changed counts the rows one run lacks as changed. Exits 1 when a screen
 * differs or is missing from B.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: npm run screens:compare -- BEFORE_DIR AFTER_DIR');
  process.exit(2);
}

const read = async (path: string) => PNG.sync.read(await readFile(path));

/** The image cut or padded (white) to width × height, so two page lengths can be compared. */
function padded(image: PNG, width: number, height: number): PNG {
  const out = new PNG({ width, height, fill: true });
  out.data.fill(255);
  PNG.bitblt(image, out, 0, 0, Math.min(width, image.width), Math.min(height, image.height), 0, 0);
  return out;
}

interface Difference {
  name: string;
  percent: number;
  note: string;
}

const diffDir = join(after, 'diff');
const names = (await readdir(before)).filter((name) => name.endsWith('.png')).sort();
const differences: Difference[] = [];
const missing: string[] = [];
for (const name of names) {
  const a = await read(join(before, name));
  const b = await read(join(after, name)).catch(() => undefined);
  if (!b) {
    missing.push(name);
    continue;
  }
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0.1 },
  );
  if (changed === 0) continue;
  const sized = a.height === b.height ? '' : ` (height ${a.height} → ${b.height} px)`;
  differences.push({ name, percent: (100 * changed) / (width * height), note: sized });
  await mkdir(diffDir, { recursive: true });
  await writeFile(join(diffDir, name), PNG.sync.write(diff));
}

differences.sort((x, y) => y.percent - x.percent);
for (const d of differences)
  console.log(`${d.percent.toFixed(3).padStart(8)} %  ${d.name}${d.note}`);
for (const name of missing) console.log(`   missing  ${name}`);
console.log(
  `${names.length} screens compared: ${differences.length} differ, ${missing.length} missing` +
    (differences.length ? ` (diff pictures in ${diffDir})` : ''),
);
if (differences.length || missing.length) process.exitCode = 1;
