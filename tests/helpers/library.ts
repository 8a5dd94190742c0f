/**
 * The people and ids the library tests share: the six roles of the permission matrix (visitor,
 * pending member, conductor of a choir the programme has not confirmed, singer, conductor,
 * staff), one item of each kind from the demo library, and the files an upload left staged.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, isNotNull } from 'drizzle-orm';
import {
  audiobooks,
  mediaTracks,
  resources,
  scores,
  videoLessons,
} from '../../src/server/db/schema.ts';
import { type TestApp, testApp } from './app.ts';
import { addMembership, createChoir, createMember, demoAccounts } from './members.ts';

export const ROLES = [
  'visitor',
  'pending',
  'unconfirmedChoir',
  'singer',
  'conductor',
  'staff',
] as const;
export type Role = (typeof ROLES)[number];

/** Who may see the scores, audiobooks and resources, and who the video lessons. */
export const SEES_LIBRARY: Record<Role, number> = {
  visitor: 401,
  pending: 403,
  unconfirmedChoir: 403,
  singer: 200,
  conductor: 200,
  staff: 200,
};
export const SEES_VIDEOS: Record<Role, number> = { ...SEES_LIBRARY, singer: 403 };

export async function libraryPeople(t: TestApp) {
  const { tokens } = await demoAccounts(t);
  const choir = await createChoir(t, { name: 'Corul Neconfirmat', confirmed: false });
  const founder = await createMember(t, 'fondator-librarie@example.com');
  await addMembership(t, founder.id, choir, { confirmed: true, conductor: true });
  const byRole: Record<Role, string | undefined> = {
    visitor: undefined,
    pending: tokens.pending,
    unconfirmedChoir: founder.token,
    singer: tokens.singer,
    conductor: tokens.conductor,
    staff: tokens.staff,
  };
  return byRole;
}

/** One item of each kind: a score with a PDF and tracks, an audiobook, a video, a resource. */
export async function libraryIds(t: TestApp) {
  const [track] = await t.db
    .select({ id: mediaTracks.id, scoreId: mediaTracks.scoreId, file: mediaTracks.file })
    .from(mediaTracks)
    .innerJoin(scores, eq(scores.id, mediaTracks.scoreId))
    .where(isNotNull(scores.pdf))
    .orderBy(asc(mediaTracks.id))
    .limit(1);
  const [book] = await t.db.select().from(audiobooks).orderBy(asc(audiobooks.id)).limit(1);
  const [video] = await t.db
    .select()
    .from(videoLessons)
    .where(isNotNull(videoLessons.ogg))
    .limit(1);
  const [resource] = await t.db.select().from(resources).orderBy(asc(resources.id)).limit(1);
  if (!track?.scoreId || !book || !video || !resource) throw new Error('demo library missing');
  return {
    score: track.scoreId,
    track: track.id,
    book: book.id,
    video: video.id,
    resource: resource.id,
  };
}

/** The files under the app's staging folder (DATA_DIR/tmp), relative to it: none once uploads end. */
export async function stagedFiles(t: TestApp): Promise<string[]> {
  const root = join(t.dir, 'tmp');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

/** A library test file's app with its people and items (libraryPeople, libraryIds). */
export async function libraryApp() {
  const t = await testApp();
  return { t, people: await libraryPeople(t), ids: await libraryIds(t) };
}
export type LibraryIds = Awaited<ReturnType<typeof libraryIds>>;
export type LibraryApp = Awaited<ReturnType<typeof libraryApp>>;
