/**
 * The dashboard's library boxes (spec §2.8): the first DASHBOARD_LIST_SIZE scores and
 * audiobooks in Romanian order, and the newest video lessons (named by their titles), each
 * prepared once (db/prepared.ts) and read by the order's index.
 */
import { desc, sql } from 'drizzle-orm';
import type { LibraryItem } from '../../lib/api/dashboard.ts';
import { DASHBOARD_LIST_SIZE } from '../../lib/limits.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { audiobooks, scores, videoLessons } from '../db/schema.ts';

const firstScores = perDatabase((db) =>
  db
    .select({ id: scores.id, name: scores.name, author: scores.author })
    .from(scores)
    .orderBy(sql`${scores.nameSort} collate "C"`, scores.id)
    .limit(DASHBOARD_LIST_SIZE)
    .prepare('dashboard_scores'),
);
const firstAudiobooks = perDatabase((db) =>
  db
    .select({ id: audiobooks.id, name: audiobooks.name })
    .from(audiobooks)
    .orderBy(sql`${audiobooks.nameSort} collate "C"`, audiobooks.id)
    .limit(DASHBOARD_LIST_SIZE)
    .prepare('dashboard_audiobooks'),
);
const newestVideoLessons = perDatabase((db) =>
  db
    .select({ id: videoLessons.id, name: videoLessons.title })
    .from(videoLessons)
    .orderBy(desc(videoLessons.createdAt), desc(videoLessons.id))
    .limit(DASHBOARD_LIST_SIZE)
    .prepare('dashboard_video_lessons'),
);

export const LIBRARY_BOXES = {
  scores: async (db: Db): Promise<LibraryItem[]> => firstScores(db).execute(),
  audiobooks: async (db: Db): Promise<LibraryItem[]> => firstAudiobooks(db).execute(),
  videoLessons: async (db: Db): Promise<LibraryItem[]> => newestVideoLessons(db).execute(),
};
