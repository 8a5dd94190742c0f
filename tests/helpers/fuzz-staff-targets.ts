/**
 * The fuzz's write targets of the back office (/api/staff/…), by `METHOD path` as app.routes
 * lists it: every change is the staff caller's, on the rows of fuzz-rows.ts.
 */
import fc from 'fast-check';
import type * as v from 'valibot';
import { UPLOAD_KIND_NAMES } from '../../src/lib/api/staff-library.ts';
import { choirEditSchema } from '../../src/lib/schemas/choir.ts';
import { madrigalistMessageSchema } from '../../src/lib/schemas/madrigalist.ts';
import { choirConfirmSchema, choirWithdrawSchema } from '../../src/lib/schemas/staff-choirs.ts';
import {
  audiobookBodySchema,
  resourceBodySchema,
  scoreBodySchema,
  termCreateSchema,
  termEditSchema,
  videoLessonBodySchema,
} from '../../src/lib/schemas/staff-library.ts';
import { contactReplySchema } from '../../src/lib/schemas/staff-messages.ts';
import { blockSchema } from '../../src/lib/schemas/staff-people.ts';
import { retentionHoldBodySchema } from '../../src/lib/schemas/staff-retention.ts';
import { sessionSchema, workshopSchema } from '../../src/lib/schemas/staff-workshops.ts';
import { hostileString, segments } from './fuzz.ts';
import { dayFromNow, staffRows, type Upload, uploaded } from './fuzz-rows.ts';
import { type Fields, idOf, type Target } from './fuzz-targets.ts';

const staffPath = (list: string[], path: (id: string) => string) =>
  idOf(list).map((id) => `/api/staff/${path(id)}/`);
const staffTarget = (schema: v.GenericSchema | undefined, path?: fc.Arbitrary<string>): Target => ({
  caller: 'staff',
  schema,
  path,
});
/** Library bodies whose file fields name, half the time, a file that was really uploaded. */
const withUploads =
  (fields: Record<string, Upload>, more: (body: Fields) => Fields = (body) => body) =>
  (good: fc.Arbitrary<unknown>) =>
    fc.tuple(good, fc.nat(), fc.boolean()).map(([body, i, withFiles]) => {
      if (!withFiles) return body;
      const named = Object.entries(fields).map(([field, kind]) => {
        const keys = uploaded[kind];
        return [field, keys[i % keys.length]];
      });
      return more({ ...(body as Fields), ...Object.fromEntries(named) });
    });
/** A score body that names a real file names no terms either (drawn ids are mostly not terms). */
const noTerms = (body: Fields) => ({
  ...body,
  voices: [],
  themes: [],
  difficulties: [],
  choir_types: [],
});
/** A session's near-valid days, mostly: the workshops' day ahead, the sign-up window before it. */
const sessionAdjust = (good: fc.Arbitrary<unknown>) =>
  fc
    .tuple(good, fc.nat(60), fc.nat(20), fc.nat(20), fc.nat(3))
    .map(([body, date, before, length, kept]) =>
      kept === 0
        ? body
        : {
            ...(body as Fields),
            date: dayFromNow(date),
            availability_start: dayFromNow(date - before - length),
            availability_end: dayFromNow(date - before),
          },
    );
/** The library upload's query: known kinds and names, hostile ones, undecodable bytes. */
const uploadQuery = fc.oneof(
  fc
    .record({
      kind: fc.oneof(fc.constantFrom(...UPLOAD_KIND_NAMES), hostileString),
      name: fc.oneof(
        fc.constantFrom(
          'a.pdf',
          'b.mp3',
          'c.mp4',
          'd.png',
          'e.zip',
          'f.ogg',
          'x.exe',
          'pdf',
          '.pdf',
        ),
        hostileString,
      ),
    })
    .map((query) => new URLSearchParams(query).toString()),
  // A kind and a name that go together: the bytes decide.
  fc.constantFrom(
    'kind=pdf&name=a.pdf',
    'kind=audio&name=b.mp3',
    'kind=video&name=c.mp4',
    'kind=image&name=d.png',
    'kind=resource&name=e.zip',
  ),
  fc
    .tuple(fc.constantFrom('kind=', 'name=', 'kind=pdf&name='), segments(fc.constant('a.pdf')))
    .map(([start, value]) => `${start}${value}`),
);

export const STAFF_TARGETS: Record<string, Target> = {
  'PATCH /api/staff/choirs/:id': staffTarget(
    choirEditSchema,
    staffPath(staffRows.choirs, (id) => `choirs/${id}`),
  ),
  'POST /api/staff/choirs/:id/confirm': staffTarget(
    choirConfirmSchema,
    staffPath(staffRows.choirs, (id) => `choirs/${id}/confirm`),
  ),
  'POST /api/staff/choirs/:id/withdraw': staffTarget(
    choirWithdrawSchema,
    staffPath(staffRows.choirs, (id) => `choirs/${id}/withdraw`),
  ),
  'POST /api/staff/people/:id/resend-activation': staffTarget(
    undefined,
    staffPath(staffRows.inactive, (id) => `people/${id}/resend-activation`),
  ),
  'POST /api/staff/people/:id/block': staffTarget(
    blockSchema,
    staffPath(staffRows.blockable, (id) => `people/${id}/block`),
  ),
  'POST /api/staff/people/:id/unblock': staffTarget(
    undefined,
    staffPath(staffRows.blockable, (id) => `people/${id}/unblock`),
  ),
  'POST /api/staff/library/files': {
    caller: 'staff',
    raw: true,
    path: uploadQuery.map((query) => `/api/staff/library/files/?${query}`),
  },
  'POST /api/staff/library/scores': {
    ...staffTarget(scoreBodySchema),
    adjust: withUploads({ pdf: 'pdf' }, noTerms),
  },
  'PATCH /api/staff/library/scores/:id': {
    ...staffTarget(
      scoreBodySchema,
      staffPath(staffRows.scores, (id) => `library/scores/${id}`),
    ),
    adjust: withUploads({ pdf: 'pdf' }, noTerms),
  },
  'DELETE /api/staff/library/scores/:id': staffTarget(
    undefined,
    staffPath(staffRows.scoresToDelete, (id) => `library/scores/${id}`),
  ),
  'POST /api/staff/library/audiobooks': staffTarget(audiobookBodySchema),
  'PATCH /api/staff/library/audiobooks/:id': staffTarget(
    audiobookBodySchema,
    staffPath(staffRows.audiobooks, (id) => `library/audiobooks/${id}`),
  ),
  'DELETE /api/staff/library/audiobooks/:id': staffTarget(
    undefined,
    staffPath(staffRows.audiobooksToDelete, (id) => `library/audiobooks/${id}`),
  ),
  'POST /api/staff/library/video-lessons': {
    ...staffTarget(videoLessonBodySchema),
    adjust: withUploads({ mp4: 'video', poster: 'image' }),
  },
  'PATCH /api/staff/library/video-lessons/:id': {
    ...staffTarget(
      videoLessonBodySchema,
      staffPath(staffRows.videos, (id) => `library/video-lessons/${id}`),
    ),
    adjust: withUploads({ mp4: 'video', poster: 'image' }),
  },
  'DELETE /api/staff/library/video-lessons/:id': staffTarget(
    undefined,
    staffPath(staffRows.videosToDelete, (id) => `library/video-lessons/${id}`),
  ),
  'POST /api/staff/library/resources': {
    ...staffTarget(resourceBodySchema),
    adjust: withUploads({ file: 'resource' }),
  },
  'PATCH /api/staff/library/resources/:id': {
    ...staffTarget(
      resourceBodySchema,
      staffPath(staffRows.resources, (id) => `library/resources/${id}`),
    ),
    adjust: withUploads({ file: 'resource' }),
  },
  'DELETE /api/staff/library/resources/:id': staffTarget(
    undefined,
    staffPath(staffRows.resourcesToDelete, (id) => `library/resources/${id}`),
  ),
  'POST /api/staff/library/terms': staffTarget(termCreateSchema),
  'PATCH /api/staff/library/terms/:id': staffTarget(
    termEditSchema,
    staffPath(staffRows.terms, (id) => `library/terms/${id}`),
  ),
  'DELETE /api/staff/library/terms/:id': staffTarget(
    undefined,
    staffPath(staffRows.termsToDelete, (id) => `library/terms/${id}`),
  ),
  'POST /api/staff/workshops/sessions': {
    ...staffTarget(sessionSchema(true)),
    adjust: sessionAdjust,
  },
  'PATCH /api/staff/workshops/sessions/:id': {
    ...staffTarget(
      sessionSchema(false),
      staffPath(staffRows.sessions, (id) => `workshops/sessions/${id}`),
    ),
    adjust: sessionAdjust,
  },
  'DELETE /api/staff/workshops/sessions/:id': staffTarget(
    undefined,
    staffPath(staffRows.sessionsToDelete, (id) => `workshops/sessions/${id}`),
  ),
  'POST /api/staff/workshops/sessions/:id/workshops': staffTarget(
    workshopSchema,
    staffPath(staffRows.sessions, (id) => `workshops/sessions/${id}/workshops`),
  ),
  'PATCH /api/staff/workshops/:id': staffTarget(
    workshopSchema,
    staffPath(staffRows.workshops, (id) => `workshops/${id}`),
  ),
  'DELETE /api/staff/workshops/:id': staffTarget(
    undefined,
    staffPath(staffRows.workshopsToDelete, (id) => `workshops/${id}`),
  ),
  'POST /api/staff/messages/contact/:id/reply': staffTarget(
    contactReplySchema,
    staffPath(staffRows.contact, (id) => `messages/contact/${id}/reply`),
  ),
  'POST /api/staff/messages/madrigalist/:id/reply': staffTarget(
    madrigalistMessageSchema,
    staffPath(staffRows.madrigalist, (id) => `messages/madrigalist/${id}/reply`),
  ),
  'POST /api/staff/retention/holds': staffTarget(retentionHoldBodySchema),
  'DELETE /api/staff/retention/holds/:id': staffTarget(
    undefined,
    staffPath(['1'], (id) => `retention/holds/${id}`),
  ),
  'POST /api/staff/retention/run': staffTarget(undefined),
};
