/**
 * The library's files (/api/library) and its zips (/api/download; their paths:
 * src/lib/paths/library.ts), with the rights of their
 * items (routes/library.ts): tracks, score PDFs and resources for a user confirmed in some
 * confirmed choir, a video lesson's sources and poster for a conductor of one; staff always.
 * The browser's <audio> and <video> send the session cookie, so the player streams them; a link
 * copied out of the platform answers 401 to a visitor. Downloads are POSTs, so the cross-site
 * check of auth.ts refuses one started by another site's page.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { RESOURCE_BOXES, type ResourceBox } from '../../lib/api/library.ts';
import { libraryApi as m } from '../../lib/messages.ts';
import { type AppEnv, currentUser, requireUser } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { audiobooks, mediaTracks, resources, scores, videoLessons } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http.ts';
import { extensionOf } from '../library/lists.ts';
import { sendFile } from '../library/send-file.ts';
import { sendZip, type ZipEntry } from '../library/zip.ts';
import { libraryOps as ops } from '../openapi/paths/library.ts';
import { route } from '../openapi/route.ts';
import { idParam, requireLibraryAccess } from '../permissions.ts';

const SINGERS = { conductor: false };
const VIDEO_KINDS = ['mp4', 'webm', 'ogg', 'poster'] as const;

export function libraryFileRoutes({ db, library }: AppDeps) {
  const app = new Hono<AppEnv>();
  // A path under /api/library that no route answers is a 401 to a visitor too.
  app.use('/library/*', requireUser);
  route(app, ops.track, async (c) => {
    await requireLibraryAccess(db, currentUser(c), SINGERS);
    const [track] = await db
      .select({ file: mediaTracks.file })
      .from(mediaTracks)
      .where(eq(mediaTracks.id, idParam(c.req.param('id'))));
    if (!track) throw notFound();
    return sendFile(c, library, { key: track.file, extension: extensionOf(track.file) });
  });
  route(app, ops.scorePdf, async (c) => {
    await requireLibraryAccess(db, currentUser(c), SINGERS);
    const [score] = await db
      .select({ name: scores.name, pdf: scores.pdf })
      .from(scores)
      .where(eq(scores.id, idParam(c.req.param('id'))));
    if (!score?.pdf) throw notFound();
    const fileName = `${score.name}.pdf`;
    return sendFile(c, library, { key: score.pdf, extension: 'pdf', fileName });
  });
  route(app, ops.video, async (c) => {
    await requireLibraryAccess(db, currentUser(c), { conductor: true });
    const kind = VIDEO_KINDS.find((k) => k === c.req.param('kind'));
    if (!kind) throw notFound();
    const [video] = await db
      .select({ key: videoLessons[kind] })
      .from(videoLessons)
      .where(eq(videoLessons.id, idParam(c.req.param('id'))));
    if (!video?.key) throw notFound();
    return sendFile(c, library, { key: video.key, extension: extensionOf(video.key) });
  });
  route(app, ops.resource, async (c) => {
    await requireLibraryAccess(db, currentUser(c), SINGERS);
    const [resource] = await db
      .select({ name: resources.name, file: resources.file })
      .from(resources)
      .where(eq(resources.id, idParam(c.req.param('id'))));
    if (!resource) throw notFound();
    const extension = extensionOf(resource.file);
    const fileName = `${resource.name}.${extension}`;
    return sendFile(c, library, { key: resource.file, extension, fileName, attachment: true });
  });
  return app;
}

/** Stored files as a zip's entries, each with its file's extension. */
const zipEntries = (rows: { title: string; key: string }[]) =>
  rows.map((row): ZipEntry => ({ ...row, extension: extensionOf(row.key) }));

/** The MP3s of a score or an audiobook, named by their titles, in their order. */
async function tracksOf(db: Db, owner: 'scoreId' | 'audiobookId', id: number) {
  const rows = await db
    .select({ title: mediaTracks.title, key: mediaTracks.file })
    .from(mediaTracks)
    .where(eq(mediaTracks[owner], id))
    .orderBy(mediaTracks.position, mediaTracks.id);
  return zipEntries(rows);
}

export function downloadRoutes({ db, library }: AppDeps) {
  const app = new Hono<AppEnv>();
  // The zips are the singers' part of the library (and staff's): any path under /api/download.
  app.use('/download/*', requireUser, async (c, next) => {
    await requireLibraryAccess(db, currentUser(c), SINGERS);
    await next();
  });
  route(app, ops.downloadScore, async (c) => {
    const id = idParam(c.req.param('id'));
    const [score] = await db
      .select({ name: scores.name, pdf: scores.pdf })
      .from(scores)
      .where(eq(scores.id, id));
    if (!score) throw notFound();
    const pdf: ZipEntry[] = score.pdf
      ? [{ key: score.pdf, title: score.name, extension: 'pdf' }]
      : [];
    return sendZip(c, library, score.name, [...pdf, ...(await tracksOf(db, 'scoreId', id))]);
  });
  route(app, ops.downloadAudiobook, async (c) => {
    const id = idParam(c.req.param('id'));
    const [book] = await db
      .select({ name: audiobooks.name })
      .from(audiobooks)
      .where(eq(audiobooks.id, id));
    if (!book) throw notFound();
    return sendZip(c, library, book.name, await tracksOf(db, 'audiobookId', id));
  });
  route(app, ops.downloadResources, async (c) => {
    const box = RESOURCE_BOXES.find((b): b is ResourceBox => b === c.req.param('box'));
    if (!box) throw notFound();
    const rows = await db
      .select({ title: resources.name, key: resources.file })
      .from(resources)
      .where(eq(resources.box, box))
      .orderBy(resources.position, resources.id);
    return sendZip(c, library, m.resourceBoxes[box], zipEntries(rows));
  });
  return app;
}
