/**
 * The rows the fuzz's back-office paths name (/api/staff/…), made by the staff caller before the
 * runs: each DELETE with rows of its own; block and unblock act on throwaway accounts only (never
 * on a caller of the fuzz). And library files, uploaded once each, that near-valid bodies name.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import type { TestApp } from './app.ts';
import { createChoir, createMember } from './members.ts';

export const staffRows = {
  choirs: [] as string[],
  blockable: [] as string[],
  inactive: [] as string[],
  scores: [] as string[],
  scoresToDelete: [] as string[],
  audiobooks: [] as string[],
  audiobooksToDelete: [] as string[],
  videos: [] as string[],
  videosToDelete: [] as string[],
  resources: [] as string[],
  resourcesToDelete: [] as string[],
  terms: [] as string[],
  termsToDelete: [] as string[],
  sessions: [] as string[],
  sessionsToDelete: [] as string[],
  workshops: [] as string[],
  workshopsToDelete: [] as string[],
  contact: [] as string[],
  madrigalist: [] as string[],
};
/**
 * Files uploaded before the runs, by kind, that near-valid library bodies name (once each): demo
 * files, since an upload must read whole as its type (issue #19).
 */
const UPLOADS = {
  pdf: 'partitura.pdf',
  video: 'lectie.mp4',
  image: 'sigla.png',
  resource: 'regulament.pdf',
} as const;
const LIBRARY_FILES = new URL('../../src/server/db/seed/library-files/', import.meta.url);
export type Upload = keyof typeof UPLOADS;
export const uploaded: Record<Upload, string[]> = { pdf: [], video: [], image: [], resource: [] };

export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the staff targets' paths name (see staffRows), made by `staff` and `singer` (tokens). */
export async function makeStaffRows(t: TestApp, staff: string, singer: string) {
  /** A request of the staff caller; answers the JSON of its (successful) answer. */
  async function asStaff(method: string, path: string, body: BodyInit, contentType?: string) {
    const headers: Record<string, string> = { authorization: `Token ${staff}` };
    if (contentType) headers['content-type'] = contentType;
    const res = await t.app.request(path, { method, headers, body });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number; key: string };
  }
  /** POSTs `body` as JSON to /api/staff/<path>/ `times` times; answers the new rows' ids. */
  async function staffCreate(path: string, body: (i: number) => unknown, times: number) {
    const ids: string[] = [];
    for (let i = 0; i < times; i++) {
      const row = await asStaff(
        'POST',
        `/api/staff/${path}/`,
        JSON.stringify(body(i)),
        'application/json',
      );
      ids.push(String(row.id));
    }
    return ids;
  }

  const r = staffRows;
  r.choirs.push(
    String(await createChoir(t, { name: 'Corul în așteptare', confirmed: false })),
    String(await createChoir(t, { name: 'Corul confirmat' })),
  );
  for (let i = 0; i < 3; i++)
    r.blockable.push(String((await createMember(t, `fuzz-blocked-${i}@example.com`)).id));
  const inactive = await createMember(t, 'fuzz-inactive@example.com');
  await t.db.update(users).set({ activatedAt: null }).where(sql`${users.id} = ${inactive.id}`);
  r.inactive.push(String(inactive.id));

  for (const [kind, name] of Object.entries(UPLOADS)) {
    const query = new URLSearchParams({ kind, name });
    const body = await readFile(new URL(name, LIBRARY_FILES));
    for (let i = 0; i < 12; i++) {
      const file = await asStaff('POST', `/api/staff/library/files/?${query}`, body);
      uploaded[kind as Upload].push(file.key);
    }
  }
  // Named by the rows below, so no near-valid body takes them.
  const [pdf, video, video2, resource, resource2] = [
    uploaded.pdf.pop(),
    uploaded.video.pop(),
    uploaded.video.pop(),
    uploaded.resource.pop(),
    uploaded.resource.pop(),
  ];
  r.scores.push(...(await staffCreate('library/scores', (i) => ({ name: `Partitura ${i}` }), 2)));
  r.scoresToDelete.push(
    ...(await staffCreate(
      'library/scores',
      (i) => ({ name: `De șters ${i}`, pdf: i ? null : pdf }),
      3,
    )),
  );
  r.audiobooks.push(
    ...(await staffCreate('library/audiobooks', (i) => ({ name: `Carte ${i}` }), 2)),
  );
  r.audiobooksToDelete.push(
    ...(await staffCreate('library/audiobooks', (i) => ({ name: `De șters ${i}` }), 3)),
  );
  r.videos.push(
    ...(await staffCreate('library/video-lessons', () => ({ title: 'Lecția', mp4: video }), 1)),
  );
  r.videosToDelete.push(
    ...(await staffCreate('library/video-lessons', () => ({ title: 'De șters', mp4: video2 }), 1)),
  );
  r.resources.push(
    ...(await staffCreate(
      'library/resources',
      () => ({ box: 'posters', name: 'Afiș', file: resource }),
      1,
    )),
  );
  r.resourcesToDelete.push(
    ...(await staffCreate(
      'library/resources',
      () => ({ box: 'brand', name: 'De șters', file: resource2 }),
      1,
    )),
  );
  r.terms.push(
    ...(await staffCreate('library/terms', (i) => ({ kind: 'theme', name: `Temă ${i}` }), 2)),
  );
  r.termsToDelete.push(
    ...(await staffCreate('library/terms', (i) => ({ kind: 'voice', name: `Voce ${i}` }), 3)),
  );

  const session = (i: number) => ({
    date: dayFromNow(30 + i),
    availability_start: dayFromNow(1),
    availability_end: dayFromNow(20),
  });
  r.sessions.push(...(await staffCreate('workshops/sessions', session, 2)));
  r.sessionsToDelete.push(...(await staffCreate('workshops/sessions', session, 3)));
  const workshop = (i: number) => ({ title: `Atelier ${i}`, hour: '10:00', places: 20 });
  const workshopsOf = `workshops/sessions/${r.sessions[0]}/workshops`;
  r.workshops.push(...(await staffCreate(workshopsOf, workshop, 2)));
  r.workshopsToDelete.push(...(await staffCreate(workshopsOf, workshop, 3)));

  for (let i = 0; i < 2; i++) {
    const res = await t.app.request('/api/messaging/contact/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.2.0.1' },
      body: JSON.stringify({
        name: 'Maria Popescu',
        email: 'maria@example.com',
        message: 'Cum se poate înscrie școala noastră?',
        gdpr: true,
      }),
    });
    r.contact.push(String(((await res.json()) as { id: number }).id));
    const sent = await t.app.request('/api/messaging/madrigalist/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${singer}` },
      body: JSON.stringify({ message: 'Cum țin nota lungă de la sfârșit?' }),
    });
    r.madrigalist.push(String(((await sent.json()) as { id: number }).id));
  }
}
