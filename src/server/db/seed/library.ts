/**
 * The demo library (seed/library-data.ts): its rows, seeded once (nothing when the library has
 * scores already), and its files (seed/library-files/, made by scripts/make-library-files.ts),
 * put into the library storage under `demo/…` by installDemoLibraryFiles. Every score with MP3s
 * has one track per voice part it lists and one of the whole choir; a few scores have only the
 * PDF or only the MP3s, so the file filters have something to tell apart. The scores in parts
 * (DEMO_PART_SCORES, scripts/make-part-tracks.ts) have real parts, each with its starting note.
 */
import { readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { LibraryStorage } from '../../services/library-storage.ts';
import type { Db } from '../client.ts';
import {
  audiobooks,
  eventScores,
  events,
  libraryTerms,
  mediaTracks,
  resources,
  scores,
  videoLessons,
} from '../schema.ts';
import {
  DEMO_AUDIOBOOKS,
  DEMO_PART_SCORES,
  DEMO_RESOURCES,
  DEMO_SCORES,
  DEMO_TERMS,
  DEMO_VIDEO_LESSONS,
} from './library-data.ts';

const FILES_DIR = fileURLToPath(new URL('./library-files/', import.meta.url));
/** The storage key of a demo file. */
export const demoKey = (file: string) => `demo/${file}`;

/** The voice parts' own recordings; 'Voci egale' sings the upper two. */
const VOICE_FILES: Record<string, string> = {
  Sopran: 'sopran.mp3',
  Alto: 'alto.mp3',
  Tenor: 'tenor.mp3',
  Bas: 'bas.mp3',
};
const DAY_MS = 86_400_000;

/** Copies every demo file into the library storage, skipping those already there at their size. */
export async function installDemoLibraryFiles(library: LibraryStorage) {
  for (const entry of await readdir(FILES_DIR, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = `${FILES_DIR}${entry.name}`;
    const { size } = await stat(from);
    if ((await library.size(demoKey(entry.name))) !== size) {
      await library.put(demoKey(entry.name), from);
    }
  }
}

/** The demo library's rows; nothing when the library has scores already. */
export async function seedDemoLibrary(db: Db) {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(scores);
  if ((existing?.n ?? 0) > 0) return;

  const terms = await db
    .insert(libraryTerms)
    .values(
      Object.entries(DEMO_TERMS).flatMap(([kind, names]) =>
        names.map((name, position) => ({
          kind: kind as keyof typeof DEMO_TERMS,
          name,
          position,
        })),
      ),
    )
    .onConflictDoNothing()
    .returning();
  const idOf = (kind: keyof typeof DEMO_TERMS, name: string) =>
    terms.find((t) => t.kind === kind && t.name === name)?.id ?? 0;
  const voiceSets = [['Sopran', 'Alto'], ['Sopran', 'Alto', 'Tenor', 'Bas'], ['Voci egale']];

  const now = Date.now();
  const scoreRows = await db
    .insert(scores)
    .values(
      DEMO_SCORES.map(([name, author, theme], i) => ({
        name,
        author,
        voices: (voiceSets[i % 3] ?? []).map((v) => idOf('voice', v)),
        themes: [idOf('theme', DEMO_TERMS.theme[theme] ?? '')],
        difficulties: [idOf('difficulty', DEMO_TERMS.difficulty[i % 3] ?? '')],
        choirTypes: [idOf('choir_type', DEMO_TERMS.choir_type[(i + theme) % 3] ?? '')],
        // Every sixth from the fifth has only MP3s.
        pdf: i % 6 === 4 ? null : demoKey('partitura.pdf'),
        createdAt: new Date(now - i * DAY_MS),
      })),
    )
    .returning({ id: scores.id });
  const tracks: (typeof mediaTracks.$inferInsert)[] = [];
  scoreRows.forEach(({ id }, i) => {
    // Every sixth from the sixth has only its PDF.
    if (i % 6 === 5) return;
    const set = voiceSets[i % 3] ?? [];
    const parts = set[0] === 'Voci egale' ? ['Vocea I', 'Vocea a II-a'] : set;
    parts.forEach((title, position) => {
      const file = VOICE_FILES[title] ?? (position === 0 ? 'sopran.mp3' : 'alto.mp3');
      // Each part's track names its part (issue #27); the whole choir's names none.
      const voicePart = idOf('voice', title) || null;
      tracks.push({ scoreId: id, title, file: demoKey(file), position, voicePart });
    });
    tracks.push({
      scoreId: id,
      title: 'Tot corul',
      file: demoKey('cor.mp3'),
      position: parts.length,
    });
  });

  const bookRows = await db
    .insert(audiobooks)
    .values(DEMO_AUDIOBOOKS.map((name, i) => ({ name, createdAt: new Date(now - i * DAY_MS) })))
    .returning({ id: audiobooks.id });
  bookRows.forEach(({ id }, i) => {
    for (let chapter = 1; chapter <= 1 + (i % 3); chapter++) {
      const file = demoKey(`capitol-${chapter}.mp3`);
      tracks.push({ audiobookId: id, title: `Capitolul ${chapter}`, file, position: chapter });
    }
  });
  tracks.push(...(await seedPartScores(db, idOf)));
  await db.insert(mediaTracks).values(tracks);

  await db.insert(videoLessons).values(
    DEMO_VIDEO_LESSONS.map(([title, description], i) => ({
      title,
      description,
      mp4: demoKey('lectie.mp4'),
      webm: demoKey('lectie.webm'),
      // One lesson has an Ogg source too; the others show that a source may be missing.
      ogg: i === 0 ? demoKey('lectie.ogv') : null,
      poster: demoKey('lectie.jpg'),
      createdAt: new Date(now - (i + 1) * 7 * DAY_MS),
    })),
  );
  await db.insert(resources).values(
    DEMO_RESOURCES.map(([box, name, file], position) => ({
      box,
      name,
      file: demoKey(file),
      position,
    })),
  );
}

/** The scores in parts (issue #27): their rows, and their tracks to insert (each part's, then the choir's). */
async function seedPartScores(
  db: Db,
  idOf: (kind: keyof typeof DEMO_TERMS, name: string) => number,
): Promise<(typeof mediaTracks.$inferInsert)[]> {
  const rows = await db
    .insert(scores)
    .values(
      DEMO_PART_SCORES.map((score) => ({
        name: score.name,
        author: score.author,
        voices: score.parts.map(([voice]) => idOf('voice', voice)),
        themes: [idOf('theme', DEMO_TERMS.theme[score.theme] ?? '')],
        difficulties: [idOf('difficulty', 'Începător')],
        choirTypes: [idOf('choir_type', score.parts.length > 2 ? 'Cor mixt' : 'Cor de copii')],
        pdf: demoKey(`${score.slug}.pdf`),
      })),
    )
    .returning({ id: scores.id });
  return DEMO_PART_SCORES.flatMap((score, i) => {
    const scoreId = rows[i]?.id ?? 0;
    const parts = score.parts.map(([voice, file, startingNote], position) => ({
      scoreId,
      title: voice,
      file: demoKey(`${score.slug}-${file}.mp3`),
      position,
      voicePart: idOf('voice', voice),
      startingNote,
    }));
    const choir = { scoreId, title: 'Tot corul', file: demoKey(`${score.slug}-cor.mp3`) };
    return [...parts, { ...choir, position: parts.length }];
  });
}

/**
 * The programme of the demo choir's next concert: the scores in parts, so its singer and
 * conductor find them first (issue #27). Nothing when that concert has a programme already.
 */
export async function seedDemoProgramme(db: Db, choirId: number) {
  const [concert] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.choirId, choirId), eq(events.type, 1), gte(events.startsAt, new Date())))
    .orderBy(asc(events.startsAt))
    .limit(1);
  if (!concert) return;
  const rows = await db
    .select({ id: scores.id, name: scores.name })
    .from(scores)
    .where(sql`${scores.name} in ${DEMO_PART_SCORES.map((score) => score.name)}`);
  const programme = DEMO_PART_SCORES.flatMap((score, position) => {
    const row = rows.find((r) => r.name === score.name);
    return row ? [{ eventId: concert.id, scoreId: row.id, position }] : [];
  });
  if (programme.length) await db.insert(eventScores).values(programme).onConflictDoNothing();
}
