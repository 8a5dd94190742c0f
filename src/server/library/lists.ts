/**
 * The library's other lists: audiobooks (Romanian order, `name_sort collate "C"`), video lessons
 * (newest first), the score filters' vocabularies and the resources' boxes. Each page is one
 * prepared statement (db/prepared.ts); the tracks come with their item (answers.ts tracksOf).
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  Audiobook,
  Resource,
  Resources,
  ScoreFilters,
  VideoLesson,
} from '../../lib/api/library.ts';
import { apiHref } from '../../lib/api-path.ts';
import { LIBRARY_PAGE_SIZE } from '../../lib/limits.ts';
import { libraryPaths } from '../../lib/paths/library.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { audiobooks, libraryTerms, resources, videoLessons } from '../db/schema.ts';
import { notFound } from '../http.ts';
import type { LibraryStorage } from '../services/library-storage.ts';
import { toAudiobook, toVideoLesson, tracksOf } from './answers.ts';
import { type Page, pageOf } from './paging.ts';

const bookColumns = {
  id: audiobooks.id,
  name: audiobooks.name,
  tracks: tracksOf('audiobook_id', sql`${audiobooks.id}`),
};
const videoColumns = {
  id: videoLessons.id,
  title: videoLessons.title,
  description: videoLessons.description,
  mp4: sql<boolean>`${videoLessons.mp4} is not null`,
  webm: sql<boolean>`${videoLessons.webm} is not null`,
  ogg: sql<boolean>`${videoLessons.ogg} is not null`,
  poster: sql<boolean>`${videoLessons.poster} is not null`,
};
const count = sql<number>`count(*)::int`;

const bookPage = perDatabase((db) =>
  db
    .select(bookColumns)
    .from(audiobooks)
    .orderBy(sql`${audiobooks.nameSort} collate "C"`, audiobooks.id)
    .limit(LIBRARY_PAGE_SIZE + 1)
    .offset(sql.placeholder('offset'))
    .prepare('library_audiobooks_page'),
);
const bookCount = perDatabase((db) =>
  db.select({ n: count }).from(audiobooks).prepare('library_audiobooks_count'),
);
const oneBook = perDatabase((db) =>
  db
    .select(bookColumns)
    .from(audiobooks)
    .where(eq(audiobooks.id, sql.placeholder('id')))
    .prepare('library_audiobook'),
);
const videoPage = perDatabase((db) =>
  db
    .select(videoColumns)
    .from(videoLessons)
    .orderBy(desc(videoLessons.createdAt), desc(videoLessons.id))
    .limit(LIBRARY_PAGE_SIZE + 1)
    .offset(sql.placeholder('offset'))
    .prepare('library_videos_page'),
);
const videoCount = perDatabase((db) =>
  db.select({ n: count }).from(videoLessons).prepare('library_videos_count'),
);
const oneVideo = perDatabase((db) =>
  db
    .select(videoColumns)
    .from(videoLessons)
    .where(eq(videoLessons.id, sql.placeholder('id')))
    .prepare('library_video'),
);

export async function listAudiobooks(db: Db, page: number): Promise<Page<Audiobook>> {
  const rows = await bookPage(db).execute({ offset: (page - 1) * LIBRARY_PAGE_SIZE });
  return pageOf(page, rows, {
    count: async () => (await bookCount(db).execute())[0]?.n ?? 0,
    link: (n) => `${libraryPaths.audiobooks}?page=${n}`,
    map: toAudiobook,
  });
}

export async function readAudiobook(db: Db, id: number): Promise<Audiobook> {
  const [row] = await oneBook(db).execute({ id });
  if (!row) throw notFound();
  return toAudiobook(row);
}

export async function listVideoLessons(db: Db, page: number): Promise<Page<VideoLesson>> {
  const rows = await videoPage(db).execute({ offset: (page - 1) * LIBRARY_PAGE_SIZE });
  return pageOf(page, rows, {
    count: async () => (await videoCount(db).execute())[0]?.n ?? 0,
    link: (n) => `${libraryPaths.videoLessons}?page=${n}`,
    map: toVideoLesson,
  });
}

export async function readVideoLesson(db: Db, id: number): Promise<VideoLesson> {
  const [row] = await oneVideo(db).execute({ id });
  if (!row) throw notFound();
  return toVideoLesson(row);
}

export async function readFilters(db: Db): Promise<ScoreFilters> {
  const terms = await db
    .select({ id: libraryTerms.id, name: libraryTerms.name, kind: libraryTerms.kind })
    .from(libraryTerms)
    .orderBy(asc(libraryTerms.position), asc(libraryTerms.id));
  const of = (kind: string) =>
    terms.filter((t) => t.kind === kind).map((t) => ({ id: t.id, name: t.name }));
  return {
    voices: of('voice'),
    themes: of('theme'),
    difficulties: of('difficulty'),
    choir_types: of('choir_type'),
  };
}

/** The file type shown beside 'Descarcă': the key's extension, e.g. 'pdf'. */
export const extensionOf = (key: string) => /\.(\w+)$/.exec(key)?.[1]?.toLowerCase() ?? '';

/** The three boxes, each by position; a file missing from the storage is left out. */
export async function readResources(db: Db, library: LibraryStorage): Promise<Resources> {
  const rows = await db
    .select()
    .from(resources)
    .orderBy(asc(resources.position), asc(resources.id));
  const boxes: Resources = { posters: [], brand: [], others: [] };
  const sizes = await Promise.all(rows.map((row) => library.size(row.file)));
  rows.forEach((row, i) => {
    const size = sizes[i];
    if (size === null || size === undefined) return;
    const resource: Resource = {
      id: row.id,
      name: row.name,
      file: apiHref(libraryPaths.resource, { id: row.id }),
      size,
      type: extensionOf(row.file),
    };
    boxes[row.box].push(resource);
  });
  return boxes;
}
