/** Video lessons: a title, a description, up to three sources and a poster; newest first. */
import { desc, eq, sql } from 'drizzle-orm';
import type { StaffVideoLesson } from '../../../../lib/api/staff-library.ts';
import {
  type VideoLessonBody,
  videoLessonBodySchema,
} from '../../../../lib/schemas/staff-library.ts';
import { fold } from '../../../db/fold.ts';
import { videoLessons } from '../../../db/schema.ts';
import { notFound } from '../../../http.ts';
import type { ItemKind } from './item-routes.ts';

const columns = {
  id: videoLessons.id,
  title: videoLessons.title,
  description: videoLessons.description,
  mp4: videoLessons.mp4,
  webm: videoLessons.webm,
  ogg: videoLessons.ogg,
  poster: videoLessons.poster,
};

export const videoLessonKind: ItemKind<StaffVideoLesson, VideoLessonBody> = {
  table: videoLessons,
  thing: 'video_lesson',
  schema: videoLessonBodySchema,
  list: {
    columns,
    searched: fold(sql`${videoLessons.title}`),
    orderBy: [desc(videoLessons.createdAt), desc(videoLessons.id)],
  },
  async read(tx, id) {
    const [row] = await tx.select(columns).from(videoLessons).where(eq(videoLessons.id, id));
    if (!row) throw notFound();
    return row;
  },
  label: (lesson) => lesson.title,
  files: (lesson) => [
    { field: 'mp4', key: lesson.mp4, kind: 'video', extensions: ['mp4'] },
    { field: 'webm', key: lesson.webm, kind: 'video', extensions: ['webm'] },
    { field: 'ogg', key: lesson.ogg, kind: 'video', extensions: ['ogv', 'ogg'] },
    { field: 'poster', key: lesson.poster, kind: 'image' },
  ],
  values: (body) => body,
};
