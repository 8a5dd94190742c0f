/**
 * The back office: library (issue #12). Mounted under /api/staff/library by ./index.ts, behind
 * requireStaff.
 *
 * - POST files/?kind=&name=: an upload, streamed (staff/library-upload.ts); answers its key.
 *   Uploads that no item names a day later are removed (staff/library-keys.ts sweepUploads).
 * - scores/, audiobooks/, video-lessons/, resources/: GET a page (`?q=`, `?page=`), POST, and
 *   GET, PATCH (the fields sent; tracks replaced as a whole), DELETE `{id}/`.
 * - terms/: GET every vocabulary, POST {kind, name}, PATCH {name?, position?}, DELETE (409 while
 *   a score uses the term).
 * Every change is one transaction with its staff_actions row; the files an item lets go of are
 * removed from the storage after it commits (staff/library-keys.ts). The members' lists follow at
 * once: the triggers of migration 0010 bump library_version on every change of these tables.
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type {
  StaffAudiobook,
  StaffResource,
  StaffScore,
  StaffTerms,
  StaffTrack,
  StaffVideoLesson,
} from '../../../lib/api/staff-library.ts';
import { toFieldErrors } from '../../../lib/schemas/errors.ts';
import { STAFF_PAGE_SIZE } from '../../../lib/staff/common.ts';
import {
  audiobookBodySchema,
  lib,
  resourceBodySchema,
  scoreBodySchema,
  TERM_FIELDS,
  TERM_KINDS,
  type TermKind,
  termCreateSchema,
  termEditSchema,
  videoLessonBodySchema,
} from '../../../lib/staff/library.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import type { Tx } from '../../db/client.ts';
import { fold } from '../../db/fold.ts';
import {
  audiobooks,
  libraryTerms,
  mediaTracks,
  resources,
  scores,
  videoLessons,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound, parseJson } from '../../http.ts';
import { errorFields } from '../../log.ts';
import { idParam } from '../../permissions.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { checkKeys, type KeyField, removeUnnamed, sweepUploads } from '../../staff/library-keys.ts';
import { receiveUpload } from '../../staff/library-upload.ts';
import { offsetOf, readSearch, readStaffPage, staffPage } from '../../staff/list.ts';

/** `%q%` folded (case and diacritics ignored), LIKE's wildcards taken literally. */
const pattern = (q: string) => fold(sql`${`%${q.replace(/[\\%_]/g, '\\$&')}%`}::text`);
/** The column, folded, holds the search text; nothing for no search. */
const matches = (column: SQL, q: string) =>
  q ? sql`${fold(column)} like ${pattern(q)}` : undefined;

/** The fields a PATCH sends (checked for control characters; validated once merged). */
const readPatch = (c: Context) => parseJson(c, v.record(v.string(), v.unknown()));

/** The body of a PATCH: the item as it is (read under its lock) with the fields sent, validated whole. */
const patched =
  <S extends v.GenericSchema>(schema: S, sent: Record<string, unknown>) =>
  (before: object | null): v.InferOutput<S> => {
    const result = v.safeParse(schema, { ...before, ...sent });
    if (!result.success) throw badRequest(toFieldErrors(result.issues));
    return result.output;
  };

/** The names of the fields whose value changed (the journal's detail of an edit); ids aside. */
const withoutIds = (value: unknown) =>
  JSON.stringify(value, (k, v) => (k === 'id' ? undefined : v));
const changed = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.keys(after).filter((k) => k !== 'id' && withoutIds(before[k]) !== withoutIds(after[k]));

const trackFields = (tracks: { file: string }[]): KeyField[] =>
  tracks.map((t, i) => ({ field: `tracks.${i}.file`, key: t.file, kind: 'audio' }));

async function tracksOf(tx: Tx, owner: 'score' | 'audiobook', id: number): Promise<StaffTrack[]> {
  const column = owner === 'score' ? mediaTracks.scoreId : mediaTracks.audiobookId;
  return tx
    .select({ id: mediaTracks.id, title: mediaTracks.title, file: mediaTracks.file })
    .from(mediaTracks)
    .where(eq(column, id))
    .orderBy(asc(mediaTracks.position), asc(mediaTracks.id));
}

/** Replaces the tracks of a score or an audiobook, in the body's order. */
async function writeTracks(
  tx: Tx,
  owner: 'score' | 'audiobook',
  id: number,
  tracks: { title: string; file: string }[],
) {
  const column = owner === 'score' ? mediaTracks.scoreId : mediaTracks.audiobookId;
  await tx.delete(mediaTracks).where(eq(column, id));
  if (tracks.length === 0) return;
  await tx.insert(mediaTracks).values(
    tracks.map((t, position) => ({
      [owner === 'score' ? 'scoreId' : 'audiobookId']: id,
      title: t.title,
      file: t.file,
      position,
    })),
  );
}

/** 400 unless each id of each list is a term of that list's vocabulary (read for share). */
async function checkTerms(tx: Tx, body: Record<(typeof TERM_FIELDS)[TermKind], number[]>) {
  const ids = [...new Set(TERM_KINDS.flatMap((kind) => body[TERM_FIELDS[kind]]))];
  const rows = ids.length
    ? await tx
        .select({ id: libraryTerms.id, kind: libraryTerms.kind })
        .from(libraryTerms)
        .where(inArray(libraryTerms.id, ids))
        .for('share')
    : [];
  const kindOf = new Map(rows.map((r) => [r.id, r.kind]));
  const errors: Record<string, string[]> = {};
  for (const kind of TERM_KINDS) {
    const field = TERM_FIELDS[kind];
    if (body[field].some((id) => kindOf.get(id) !== kind)) errors[field] = [lib.unknownTerm];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export function staffLibraryRoutes({ db, library, log, staging }: AppDeps) {
  const actor = (c: Context<AppEnv>) => currentUser(c).id;

  // Scores

  async function readScore(tx: Tx, id: number): Promise<StaffScore> {
    const [row] = await tx.select().from(scores).where(eq(scores.id, id));
    if (!row) throw notFound();
    return {
      id: row.id,
      name: row.name,
      author: row.author,
      voices: row.voices,
      themes: row.themes,
      difficulties: row.difficulties,
      choir_types: row.choirTypes,
      pdf: row.pdf,
      tracks: await tracksOf(tx, 'score', id),
    };
  }
  const scoreKeys = (s: { pdf: string | null; tracks: { file: string }[] }) => [
    s.pdf,
    ...s.tracks.map((t) => t.file),
  ];
  async function writeScore(
    tx: Tx,
    input: (before: object | null) => v.InferOutput<typeof scoreBodySchema>,
    id?: number,
  ) {
    if (id !== undefined)
      await tx.select({ id: scores.id }).from(scores).where(eq(scores.id, id)).for('update');
    const before = id === undefined ? null : await readScore(tx, id);
    const body = input(before);
    await checkTerms(tx, body);
    await checkKeys(
      tx,
      library,
      [{ field: 'pdf', key: body.pdf, kind: 'pdf' }, ...trackFields(body.tracks)],
      before ? scoreKeys(before) : [],
    );
    const values = {
      name: body.name,
      author: body.author,
      voices: body.voices,
      themes: body.themes,
      difficulties: body.difficulties,
      choirTypes: body.choir_types,
      pdf: body.pdf,
    };
    const [row] =
      id === undefined
        ? await tx.insert(scores).values(values).returning({ id: scores.id })
        : await tx.update(scores).set(values).where(eq(scores.id, id)).returning({ id: scores.id });
    if (!row) throw notFound();
    await writeTracks(tx, 'score', row.id, body.tracks);
    return { before, after: await readScore(tx, row.id) };
  }

  const scoreRoutes = new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const q = readSearch(c);
      const page = readStaffPage(c);
      // The stored folded `search` column and its trigram index.
      const where = q ? sql`${scores.search} like ${pattern(q)}` : undefined;
      const [total] = await db.select({ n: count() }).from(scores).where(where);
      const rows = await db
        .select({
          id: scores.id,
          name: scores.name,
          author: scores.author,
          pdf: sql<boolean>`${scores.pdf} is not null`,
          tracks: sql<number>`(select count(*)::int from ${mediaTracks} t where t.score_id = ${scores}.id)`,
        })
        .from(scores)
        .where(where)
        .orderBy(sql`${scores.nameSort} collate "C"`, scores.id)
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page));
      return c.json(staffPage(c, page, total?.n ?? 0, rows));
    })
    .post('/', async (c) => {
      const body = await parseJson(c, scoreBodySchema);
      const score = await db.transaction(async (tx) => {
        const { after } = await writeScore(tx, () => body);
        await recordStaffAction(tx, actor(c), {
          action: 'score.create',
          targetType: 'score',
          targetId: after.id,
          targetLabel: after.name,
        });
        return after;
      });
      return c.json(score, 201);
    })
    .get('/:id', async (c) =>
      c.json(await db.transaction((tx) => readScore(tx, idParam(c.req.param('id'))))),
    )
    .patch('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const sent = await readPatch(c);
      const { before, after } = await db.transaction(async (tx) => {
        const written = await writeScore(tx, patched(scoreBodySchema, sent), id);
        await recordStaffAction(tx, actor(c), {
          action: 'score.update',
          targetType: 'score',
          targetId: id,
          targetLabel: written.after.name,
          detail: { fields: changed(written.before ?? {}, written.after) },
        });
        return written;
      });
      if (before) await removeUnnamed(db, library, scoreKeys(before));
      return c.json(after);
    })
    .delete('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const gone = await db.transaction(async (tx) => {
        const score = await readScore(tx, id);
        await tx.delete(scores).where(eq(scores.id, id));
        await recordStaffAction(tx, actor(c), {
          action: 'score.delete',
          targetType: 'score',
          targetId: id,
          targetLabel: score.name,
        });
        return score;
      });
      await removeUnnamed(db, library, scoreKeys(gone));
      return c.body(null, 204);
    });

  // Audiobooks

  async function readAudiobook(tx: Tx, id: number): Promise<StaffAudiobook> {
    const [row] = await tx
      .select({ id: audiobooks.id, name: audiobooks.name })
      .from(audiobooks)
      .where(eq(audiobooks.id, id));
    if (!row) throw notFound();
    return { ...row, tracks: await tracksOf(tx, 'audiobook', id) };
  }
  const bookKeys = (b: StaffAudiobook) => b.tracks.map((t) => t.file);
  async function writeAudiobook(
    tx: Tx,
    input: (before: object | null) => v.InferOutput<typeof audiobookBodySchema>,
    id?: number,
  ) {
    if (id !== undefined)
      await tx
        .select({ id: audiobooks.id })
        .from(audiobooks)
        .where(eq(audiobooks.id, id))
        .for('update');
    const before = id === undefined ? null : await readAudiobook(tx, id);
    const body = input(before);
    await checkKeys(tx, library, trackFields(body.tracks), before ? bookKeys(before) : []);
    const [row] =
      id === undefined
        ? await tx.insert(audiobooks).values({ name: body.name }).returning({ id: audiobooks.id })
        : await tx
            .update(audiobooks)
            .set({ name: body.name })
            .where(eq(audiobooks.id, id))
            .returning({ id: audiobooks.id });
    if (!row) throw notFound();
    await writeTracks(tx, 'audiobook', row.id, body.tracks);
    return { before, after: await readAudiobook(tx, row.id) };
  }

  const audiobookRoutes = new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const q = readSearch(c);
      const page = readStaffPage(c);
      const where = matches(sql`${audiobooks.name}`, q);
      const [total] = await db.select({ n: count() }).from(audiobooks).where(where);
      const rows = await db
        .select({
          id: audiobooks.id,
          name: audiobooks.name,
          tracks: sql<number>`(select count(*)::int from ${mediaTracks} t where t.audiobook_id = ${audiobooks}.id)`,
        })
        .from(audiobooks)
        .where(where)
        .orderBy(sql`${audiobooks.nameSort} collate "C"`, audiobooks.id)
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page));
      return c.json(staffPage(c, page, total?.n ?? 0, rows));
    })
    .post('/', async (c) => {
      const body = await parseJson(c, audiobookBodySchema);
      const book = await db.transaction(async (tx) => {
        const { after } = await writeAudiobook(tx, () => body);
        await recordStaffAction(tx, actor(c), {
          action: 'audiobook.create',
          targetType: 'audiobook',
          targetId: after.id,
          targetLabel: after.name,
        });
        return after;
      });
      return c.json(book, 201);
    })
    .get('/:id', async (c) =>
      c.json(await db.transaction((tx) => readAudiobook(tx, idParam(c.req.param('id'))))),
    )
    .patch('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const sent = await readPatch(c);
      const { before, after } = await db.transaction(async (tx) => {
        const written = await writeAudiobook(tx, patched(audiobookBodySchema, sent), id);
        await recordStaffAction(tx, actor(c), {
          action: 'audiobook.update',
          targetType: 'audiobook',
          targetId: id,
          targetLabel: written.after.name,
          detail: { fields: changed(written.before ?? {}, written.after) },
        });
        return written;
      });
      if (before) await removeUnnamed(db, library, bookKeys(before));
      return c.json(after);
    })
    .delete('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const gone = await db.transaction(async (tx) => {
        const book = await readAudiobook(tx, id);
        await tx.delete(audiobooks).where(eq(audiobooks.id, id));
        await recordStaffAction(tx, actor(c), {
          action: 'audiobook.delete',
          targetType: 'audiobook',
          targetId: id,
          targetLabel: book.name,
        });
        return book;
      });
      await removeUnnamed(db, library, bookKeys(gone));
      return c.body(null, 204);
    });

  // Video lessons

  const videoColumns = {
    id: videoLessons.id,
    title: videoLessons.title,
    description: videoLessons.description,
    mp4: videoLessons.mp4,
    webm: videoLessons.webm,
    ogg: videoLessons.ogg,
    poster: videoLessons.poster,
  };
  async function readVideo(tx: Tx, id: number): Promise<StaffVideoLesson> {
    const [row] = await tx.select(videoColumns).from(videoLessons).where(eq(videoLessons.id, id));
    if (!row) throw notFound();
    return row;
  }
  const videoKeys = (l: StaffVideoLesson) => [l.mp4, l.webm, l.ogg, l.poster];
  async function writeVideo(
    tx: Tx,
    input: (before: object | null) => v.InferOutput<typeof videoLessonBodySchema>,
    id?: number,
  ) {
    if (id !== undefined)
      await tx
        .select({ id: videoLessons.id })
        .from(videoLessons)
        .where(eq(videoLessons.id, id))
        .for('update');
    const before = id === undefined ? null : await readVideo(tx, id);
    const body = input(before);
    await checkKeys(
      tx,
      library,
      [
        { field: 'mp4', key: body.mp4, kind: 'video', extensions: ['mp4'] },
        { field: 'webm', key: body.webm, kind: 'video', extensions: ['webm'] },
        { field: 'ogg', key: body.ogg, kind: 'video', extensions: ['ogv', 'ogg'] },
        { field: 'poster', key: body.poster, kind: 'image' },
      ],
      before ? videoKeys(before) : [],
    );
    const [row] =
      id === undefined
        ? await tx.insert(videoLessons).values(body).returning(videoColumns)
        : await tx
            .update(videoLessons)
            .set(body)
            .where(eq(videoLessons.id, id))
            .returning(videoColumns);
    if (!row) throw notFound();
    return { before, after: row };
  }

  const videoRoutes = new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const q = readSearch(c);
      const page = readStaffPage(c);
      const where = matches(sql`${videoLessons.title}`, q);
      const [total] = await db.select({ n: count() }).from(videoLessons).where(where);
      const rows = await db
        .select(videoColumns)
        .from(videoLessons)
        .where(where)
        .orderBy(desc(videoLessons.createdAt), desc(videoLessons.id))
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page));
      return c.json(staffPage(c, page, total?.n ?? 0, rows));
    })
    .post('/', async (c) => {
      const body = await parseJson(c, videoLessonBodySchema);
      const lesson = await db.transaction(async (tx) => {
        const { after } = await writeVideo(tx, () => body);
        await recordStaffAction(tx, actor(c), {
          action: 'video_lesson.create',
          targetType: 'video_lesson',
          targetId: after.id,
          targetLabel: after.title,
        });
        return after;
      });
      return c.json(lesson, 201);
    })
    .get('/:id', async (c) =>
      c.json(await db.transaction((tx) => readVideo(tx, idParam(c.req.param('id'))))),
    )
    .patch('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const sent = await readPatch(c);
      const { before, after } = await db.transaction(async (tx) => {
        const written = await writeVideo(tx, patched(videoLessonBodySchema, sent), id);
        await recordStaffAction(tx, actor(c), {
          action: 'video_lesson.update',
          targetType: 'video_lesson',
          targetId: id,
          targetLabel: written.after.title,
          detail: { fields: changed(written.before ?? {}, written.after) },
        });
        return written;
      });
      if (before) await removeUnnamed(db, library, videoKeys(before));
      return c.json(after);
    })
    .delete('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const gone = await db.transaction(async (tx) => {
        const lesson = await readVideo(tx, id);
        await tx.delete(videoLessons).where(eq(videoLessons.id, id));
        await recordStaffAction(tx, actor(c), {
          action: 'video_lesson.delete',
          targetType: 'video_lesson',
          targetId: id,
          targetLabel: lesson.title,
        });
        return lesson;
      });
      await removeUnnamed(db, library, videoKeys(gone));
      return c.body(null, 204);
    });

  // Resources

  const resourceColumns = {
    id: resources.id,
    box: resources.box,
    name: resources.name,
    file: resources.file,
    position: resources.position,
  };
  async function readResource(tx: Tx, id: number): Promise<StaffResource> {
    const [row] = await tx.select(resourceColumns).from(resources).where(eq(resources.id, id));
    if (!row) throw notFound();
    return row;
  }
  async function writeResource(
    tx: Tx,
    input: (before: object | null) => v.InferOutput<typeof resourceBodySchema>,
    id?: number,
  ) {
    if (id !== undefined)
      await tx
        .select({ id: resources.id })
        .from(resources)
        .where(eq(resources.id, id))
        .for('update');
    const before = id === undefined ? null : await readResource(tx, id);
    const body = input(before);
    await checkKeys(
      tx,
      library,
      [{ field: 'file', key: body.file, kind: 'resource' }],
      before ? [before.file] : [],
    );
    const [row] =
      id === undefined
        ? await tx.insert(resources).values(body).returning(resourceColumns)
        : await tx
            .update(resources)
            .set(body)
            .where(eq(resources.id, id))
            .returning(resourceColumns);
    if (!row) throw notFound();
    return { before, after: row };
  }

  const resourceRoutes = new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const q = readSearch(c);
      const page = readStaffPage(c);
      const where = matches(sql`${resources.name}`, q);
      const [total] = await db.select({ n: count() }).from(resources).where(where);
      const rows = await db
        .select(resourceColumns)
        .from(resources)
        .where(where)
        .orderBy(asc(resources.box), asc(resources.position), asc(resources.id))
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page));
      return c.json(staffPage(c, page, total?.n ?? 0, rows));
    })
    .post('/', async (c) => {
      const body = await parseJson(c, resourceBodySchema);
      const resource = await db.transaction(async (tx) => {
        const { after } = await writeResource(tx, () => body);
        await recordStaffAction(tx, actor(c), {
          action: 'resource.create',
          targetType: 'resource',
          targetId: after.id,
          targetLabel: after.name,
        });
        return after;
      });
      return c.json(resource, 201);
    })
    .get('/:id', async (c) =>
      c.json(await db.transaction((tx) => readResource(tx, idParam(c.req.param('id'))))),
    )
    .patch('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const sent = await readPatch(c);
      const { before, after } = await db.transaction(async (tx) => {
        const written = await writeResource(tx, patched(resourceBodySchema, sent), id);
        await recordStaffAction(tx, actor(c), {
          action: 'resource.update',
          targetType: 'resource',
          targetId: id,
          targetLabel: written.after.name,
          detail: { fields: changed(written.before ?? {}, written.after) },
        });
        return written;
      });
      if (before) await removeUnnamed(db, library, [before.file]);
      return c.json(after);
    })
    .delete('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const gone = await db.transaction(async (tx) => {
        const resource = await readResource(tx, id);
        await tx.delete(resources).where(eq(resources.id, id));
        await recordStaffAction(tx, actor(c), {
          action: 'resource.delete',
          targetType: 'resource',
          targetId: id,
          targetLabel: resource.name,
        });
        return resource;
      });
      await removeUnnamed(db, library, [gone.file]);
      return c.body(null, 204);
    });

  // Vocabularies

  /** How many scores hold the term in the list of its kind. */
  const uses = sql<number>`(select count(*)::int from ${scores} s where ${libraryTerms}.id = any(
    case ${libraryTerms}.kind when 'voice' then s.voices when 'theme' then s.themes
    when 'difficulty' then s.difficulties else s.choir_types end))`;
  const termColumns = {
    id: libraryTerms.id,
    kind: libraryTerms.kind,
    name: libraryTerms.name,
    position: libraryTerms.position,
  };
  async function readTerm(tx: Tx, id: number, lock = false) {
    const query = tx.select(termColumns).from(libraryTerms).where(eq(libraryTerms.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }
  async function assertNewName(tx: Tx, kind: TermKind, name: string, id?: number) {
    const [same] = await tx
      .select({ id: libraryTerms.id })
      .from(libraryTerms)
      .where(and(eq(libraryTerms.kind, kind), sql`lower(${libraryTerms.name}) = lower(${name})`));
    if (same && same.id !== id) throw badRequest({ name: [lib.termExists] });
  }

  const termRoutes = new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const rows = await db
        .select({ ...termColumns, uses })
        .from(libraryTerms)
        .orderBy(asc(libraryTerms.position), asc(libraryTerms.id));
      const terms: StaffTerms = { voice: [], theme: [], difficulty: [], choir_type: [] };
      for (const { kind, ...term } of rows) terms[kind].push(term);
      return c.json(terms);
    })
    .post('/', async (c) => {
      const body = await parseJson(c, termCreateSchema);
      const term = await db.transaction(async (tx) => {
        await assertNewName(tx, body.kind, body.name);
        const [row] = await tx
          .insert(libraryTerms)
          .values({
            kind: body.kind,
            name: body.name,
            position: sql`(select coalesce(max(${libraryTerms.position}) + 1, 0) from ${libraryTerms} where ${libraryTerms.kind} = ${body.kind})`,
          })
          .returning(termColumns);
        if (!row) throw notFound();
        await recordStaffAction(tx, actor(c), {
          action: 'library_term.create',
          targetType: 'library_term',
          targetId: row.id,
          targetLabel: row.name,
          detail: { kind: row.kind },
        });
        return row;
      });
      return c.json({ ...term, uses: 0 }, 201);
    })
    .patch('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const body = await parseJson(c, termEditSchema);
      const term = await db.transaction(async (tx) => {
        const before = await readTerm(tx, id, true);
        if (body.name !== undefined) await assertNewName(tx, before.kind, body.name, id);
        const [row] = await tx
          .update(libraryTerms)
          .set(body)
          .where(eq(libraryTerms.id, id))
          .returning({ ...termColumns, uses });
        if (!row) throw notFound();
        await recordStaffAction(tx, actor(c), {
          action: 'library_term.update',
          targetType: 'library_term',
          targetId: id,
          targetLabel: row.name,
          detail: {
            kind: row.kind,
            ...(row.name !== before.name ? { from: before.name } : {}),
            fields: changed(before, { name: row.name, position: row.position }),
          },
        });
        return row;
      });
      const { kind: _kind, ...answer } = term;
      return c.json(answer);
    })
    .delete('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      await db.transaction(async (tx) => {
        const term = await readTerm(tx, id, true);
        const [used] = await tx.select({ uses }).from(libraryTerms).where(eq(libraryTerms.id, id));
        if ((used?.uses ?? 0) > 0) throw conflict(lib.termInUse);
        await tx.delete(libraryTerms).where(eq(libraryTerms.id, id));
        await recordStaffAction(tx, actor(c), {
          action: 'library_term.delete',
          targetType: 'library_term',
          targetId: id,
          targetLabel: term.name,
          detail: { kind: term.kind },
        });
      });
      return c.body(null, 204);
    });

  return new Hono<AppEnv>({ strict: false })
    .post('/files', async (c) => {
      const file = await receiveUpload(c, { library, staging, log });
      // Uploads a day old that no item names go; a failure here must not fail this upload.
      await sweepUploads(db, library).catch((error) =>
        log.error('library upload sweep failed', errorFields(error)),
      );
      return c.json(file, 201);
    })
    .route('/scores', scoreRoutes)
    .route('/audiobooks', audiobookRoutes)
    .route('/video-lessons', videoRoutes)
    .route('/resources', resourceRoutes)
    .route('/terms', termRoutes);
}
