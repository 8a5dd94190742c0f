/**
 * The library (issue #10): the filter vocabularies, scores, audiobooks and their tracks, video
 * lessons, resources, and the version that its lists are kept beside. Global, not per choir; the
 * files themselves are in the library storage (src/server/services/library-storage.ts), never
 * public. Re-exported by schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { fold, romanianSortKey } from './fold.ts';

/**
 * One row, the number of statements that changed the library's lists (scores, audiobooks, their
 * tracks, video lessons, the filters' terms: triggers of migration 0010). The library's lists
 * are the same for every reader: an answer is kept beside the version it was read at and served
 * again while the version holds (src/server/library/kept.ts).
 */
export const libraryVersion = pgTable('library_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * The library's filter vocabularies (document 2 §3: voices, themes, difficulties, choir types),
 * one table: `kind` tells which list a term is in; scores hold the ids of their terms.
 */
export const libraryTerms = pgTable(
  'library_terms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['voice', 'theme', 'difficulty', 'choir_type'] }).notNull(),
    name: text('name').notNull(),
    /** The order in which the filter lists its terms. */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('library_terms_kind_name_key').on(t.kind, t.name)],
);

/**
 * A score of the library (global, not per choir): a PDF and/or titled MP3 tracks (media_tracks).
 * Files are private, kept by the library storage under DATA_DIR/library and served only to those
 * allowed; `pdf` is that storage's key, never a public URL.
 */
export const scores = pgTable(
  'scores',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    author: text('author').notNull().default(''),
    voices: integer('voices').array().notNull().default(sql`'{}'::integer[]`),
    themes: integer('themes').array().notNull().default(sql`'{}'::integer[]`),
    difficulties: integer('difficulties').array().notNull().default(sql`'{}'::integer[]`),
    choirTypes: integer('choir_types').array().notNull().default(sql`'{}'::integer[]`),
    /** Storage key of the PDF score, or null. */
    pdf: text('pdf'),
    createdAt: createdAt(),
    /** Name and author folded (src/server/db/fold.ts), for the list's search. */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(fold(sql.raw(`"name" || ' ' || "author"`))),
    /** The list's order: Romanian alphabetical (fold.ts romanianSortKey), compared with collate "C". */
    nameSort: text('name_sort')
      .notNull()
      .generatedAlwaysAs(romanianSortKey(sql.raw('"name"'))),
  },
  (t) => [
    index('scores_name_sort_idx').on(sql`${t.nameSort} collate "C"`, t.id),
    index('scores_search_trgm_idx')
      .using('gin', t.search.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('scores_terms_idx')
      .using('gin', t.voices, t.themes, t.difficulties, t.choirTypes)
      .with({ fastupdate: false }),
  ],
);

/** An audiobook of the library: titled MP3 tracks (media_tracks), listed in Romanian order. */
export const audiobooks = pgTable(
  'audiobooks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    nameSort: text('name_sort')
      .notNull()
      .generatedAlwaysAs(romanianSortKey(sql.raw('"name"'))),
  },
  (t) => [index('audiobooks_name_sort_idx').on(sql`${t.nameSort} collate "C"`, t.id)],
);

/** One titled MP3 of a score (e.g. one per voice part and the full choir) or of an audiobook. */
export const mediaTracks = pgTable(
  'media_tracks',
  {
    id: serial('id').primaryKey(),
    scoreId: integer('score_id').references(() => scores.id, { onDelete: 'cascade' }),
    audiobookId: integer('audiobook_id').references(() => audiobooks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Storage key of the MP3 in the library storage. */
    file: text('file').notNull(),
    /** Order within its score or audiobook. */
    position: integer('position').notNull().default(0),
    /**
     * The voice part a score's track is (issue #27), a term of the voices (kind 'voice'); null for
     * the whole choir, an audiobook's chapter, or once that term is deleted.
     */
    voicePart: integer('voice_part').references(() => libraryTerms.id, { onDelete: 'set null' }),
    /**
     * The first note the part sings (issue #27), as a MIDI note number (60: Do4, middle C), given
     * by staff at upload; the practice view plays it on a tap. Null: not given.
     */
    startingNote: smallint('starting_note'),
  },
  (t) => [
    check('media_tracks_one_owner', sql`num_nonnulls(${t.scoreId}, ${t.audiobookId}) = 1`),
    check(
      'media_tracks_starting_note_range',
      sql`${t.startingNote} is null or ${t.startingNote} between 21 and 108`,
    ),
    index('media_tracks_voice_part_idx').on(t.voicePart).where(sql`${t.voicePart} is not null`),
    index('media_tracks_score_idx').on(t.scoreId, t.position).where(sql`${t.scoreId} is not null`),
    index('media_tracks_audiobook_idx')
      .on(t.audiobookId, t.position)
      .where(sql`${t.audiobookId} is not null`),
  ],
);

/** A video lesson (for conductors): mp4, webm and/or ogg sources and a poster, in the library storage. */
export const videoLessons = pgTable(
  'video_lessons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mp4: text('mp4'),
    webm: text('webm'),
    ogg: text('ogg'),
    poster: text('poster'),
    createdAt: createdAt(),
  },
  (t) => [index('video_lessons_created_idx').on(t.createdAt, t.id)],
);

/** A downloadable material of /cont/resurse, in one of its boxes. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    box: text('box', { enum: ['posters', 'brand', 'others'] }).notNull(),
    name: text('name').notNull(),
    /** Storage key in the library storage. */
    file: text('file').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('resources_box_idx').on(t.box, t.position, t.id)],
);
