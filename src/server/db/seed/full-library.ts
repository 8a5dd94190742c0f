/**
 * The library of the full-scale data, written by the database itself (generate_series), beside
 * the demo library (seed/library.ts) whose terms it reuses: 3,000 scores with one or two terms of
 * each vocabulary, a PDF (four in five) and 1–5 tracks (all but a few of those with a PDF);
 * 1,000 audiobooks of 1–5 chapters, titles starting with every Romanian letter; 200 video
 * lessons, one a day back. Every file key is a demo file's, so downloads and ranges work.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { audiobooks, scores } from '../schema.ts';

export const FULL_LIBRARY = { scores: 3000, audiobooks: 1000, videoLessons: 200 } as const;

const WORDS = [
  'Colind',
  'Doina',
  'Hora',
  'Cântec',
  'Balada',
  'Imn',
  'Șezătoare',
  'Țarina',
  'Ăst dor',
  'Îngerașii',
  'Sârba',
  'Trandafir',
];
const PLACES = [
  'de iarnă',
  'din Ardeal',
  'de la Crișana',
  'bătrânească',
  'de primăvară',
  'din Moldova',
  'de leagăn',
  'a mugurilor',
  'de seară',
  'a prieteniei',
];
const AUTHORS = [
  'Gavriil Musicescu',
  'Ciprian Porumbescu',
  'Ion Vidu',
  'D. G. Kiriac',
  'Tudor Ciortea',
  'George Enescu',
  'Iacob Mureșianu',
  'Tradițional',
  'Anton Pann',
];
const BOOK_STARTS = [
  'Albina',
  'Ăla mic',
  'Ariciul',
  'Bradul',
  'Iepurele',
  'Îngerul',
  'Sfatul',
  'Șoricelul',
  'Tata',
  'Țăranul',
  'Ursul',
  'Zâna',
];
const TRACKS = ['Sopran', 'Alto', 'Tenor', 'Bas', 'Tot corul'];
const TRACK_FILES = ['sopran.mp3', 'alto.mp3', 'tenor.mp3', 'bas.mp3', 'cor.mp3'];

/** `(array['a','b'])` as SQL text parameters, parenthesised so it can be subscripted. */
const textArray = (values: string[]) =>
  sql`(array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}])`;

export async function seedFullLibrary(db: Db, now: Date) {
  const at = now.toISOString();
  const lastId = sql<number>`coalesce(max(id), 0)::int`;
  const [before] = await db.select({ id: lastId }).from(scores);
  const firstNew = (before?.id ?? 0) + 1;
  // One or two terms of each vocabulary, picked by the row's number.
  const pick = (
    kind: string,
    a: number,
    b: number,
  ) => sql`array(select distinct x from unnest(array[
      (select array_agg(id order by position) from library_terms where kind = ${kind})[1 + (i * ${a}) % (select count(*) from library_terms where kind = ${kind})::int],
      (select array_agg(id order by position) from library_terms where kind = ${kind})[1 + (i * ${b} / 7) % (select count(*) from library_terms where kind = ${kind})::int]
    ]) as x where x is not null)`;
  await db.execute(sql`
    insert into scores (name, author, voices, themes, difficulties, choir_types, pdf, created_at)
    select ${textArray(WORDS)}[1 + i % ${WORDS.length}] || ' ' || ${textArray(PLACES)}[1 + (i / ${WORDS.length}) % ${PLACES.length}] || ' nr. ' || i,
      ${textArray(AUTHORS)}[1 + (i * 7) % ${AUTHORS.length}],
      ${pick('voice', 3, 5)}, ${pick('theme', 5, 3)}, ${pick('difficulty', 1, 2)}, ${pick('choir_type', 2, 1)},
      case when i % 5 = 0 then null else 'demo/partitura.pdf' end,
      ${at}::timestamptz - i * interval '1 hour'
    from generate_series(1, ${FULL_LIBRARY.scores}) as i
  `);
  await db.execute(sql`
    insert into media_tracks (score_id, title, file, position, voice_part)
    select s.id, ${textArray(TRACKS)}[k], 'demo/' || ${textArray(TRACK_FILES)}[k], k,
      (select id from library_terms where kind = 'voice' and name = ${textArray(TRACKS)}[k])
    from scores s cross join lateral generate_series(1, 1 + s.id % 5) as k
    where s.id >= ${firstNew} and (s.pdf is null or s.id % 7 <> 0)
  `);
  const [books] = await db.select({ id: lastId }).from(audiobooks);
  await db.execute(sql`
    insert into audiobooks (name, created_at)
    select ${textArray(BOOK_STARTS)}[1 + i % ${BOOK_STARTS.length}] || ' și prietenii, partea ' || i,
      ${at}::timestamptz - i * interval '3 hours'
    from generate_series(1, ${FULL_LIBRARY.audiobooks}) as i
  `);
  await db.execute(sql`
    insert into media_tracks (audiobook_id, title, file, position)
    select b.id, 'Capitolul ' || k, 'demo/capitol-' || (1 + k % 3) || '.mp3', k
    from audiobooks b cross join lateral generate_series(1, 1 + b.id % 5) as k
    where b.id > ${books?.id ?? 0}
  `);
  await db.execute(sql`
    insert into video_lessons (title, description, mp4, webm, poster, created_at)
    select 'Lecția ' || i || ': ' || ${textArray(WORDS)}[1 + i % ${WORDS.length}],
      'Exerciții pentru repetiția corului.', 'demo/lectie.mp4', 'demo/lectie.webm', 'demo/lectie.jpg',
      ${at}::timestamptz - (i + 60) * interval '1 day'
    from generate_series(1, ${FULL_LIBRARY.videoLessons}) as i
  `);
}
