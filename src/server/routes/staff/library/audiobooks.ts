/** Audiobooks: a name and MP3 tracks; the list in Romanian order, with how many tracks. */
import { eq, sql } from 'drizzle-orm';
import type { StaffAudiobook } from '../../../../lib/api/staff-library.ts';
import { type AudiobookBody, audiobookBodySchema } from '../../../../lib/schemas/staff-library.ts';
import { fold } from '../../../db/fold.ts';
import { audiobooks, mediaTracks } from '../../../db/schema.ts';
import { notFound } from '../../../http.ts';
import type { ItemKind } from './item-routes.ts';
import { trackFields, tracksOf, writeTracks } from './tracks.ts';

export const audiobookKind: ItemKind<StaffAudiobook, AudiobookBody> = {
  table: audiobooks,
  thing: 'audiobook',
  schema: audiobookBodySchema,
  list: {
    columns: {
      id: audiobooks.id,
      name: audiobooks.name,
      tracks: sql<number>`(select count(*)::int from ${mediaTracks} t where t.audiobook_id = ${audiobooks}.id)`,
    },
    searched: fold(sql`${audiobooks.name}`),
    orderBy: [sql`${audiobooks.nameSort} collate "C"`, audiobooks.id],
  },
  async read(tx, id) {
    const [row] = await tx
      .select({ id: audiobooks.id, name: audiobooks.name })
      .from(audiobooks)
      .where(eq(audiobooks.id, id));
    if (!row) throw notFound();
    return { ...row, tracks: await tracksOf(tx, 'audiobook', id) };
  },
  label: (book) => book.name,
  files: (book) => trackFields(book.tracks),
  values: (body) => ({ name: body.name }),
  writeMore: (tx, id, body) => writeTracks(tx, 'audiobook', id, body.tracks),
};
