/**
 * Property-based fuzzing of every route. Write endpoints (tests/helpers/fuzz.ts): bodies derived
 * from the endpoint's own schema, mutated with hostile values, broken JSON and wrong content
 * types. Every route, reads included: its query string (tests/helpers/fuzz-queries.ts) and path
 * parameters (fuzz-paths.ts) from its OpenAPI description, so a route added later is fuzzed as
 * described; each day and id parameter is tried at its edges first (examples). The answer is
 * never a 5xx, and every 4xx is JSON in the API's error shape. FUZZ_RUNS sets the runs per
 * endpoint (`npm run bench:fuzz`: 10,000), FUZZ_SEED replays a failure.
 */

import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  editAccountSchema,
  finalizeAccountSchema,
  gdprConsentSchema,
} from '../../src/lib/schemas/account.ts';
import { auditionSchema } from '../../src/lib/schemas/audition.ts';
import {
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
} from '../../src/lib/schemas/auth.ts';
import { campaignSchema } from '../../src/lib/schemas/campaign.ts';
import {
  choirCreateSchema,
  choirEditSchema,
  choirRefSchema,
  memberRefSchema,
} from '../../src/lib/schemas/choir.ts';
import { consentSchema, consentWithdrawSchema } from '../../src/lib/schemas/consent.ts';
import { contactSchema } from '../../src/lib/schemas/contact.ts';
import { eventAnswerSchema, eventSchema } from '../../src/lib/schemas/event.ts';
import {
  madrigalistMessageSchema,
  madrigalistReadSchema,
} from '../../src/lib/schemas/madrigalist.ts';
import { questionnaireSchema } from '../../src/lib/schemas/questionnaire.ts';
import { contactReplySchema } from '../../src/lib/schemas/staff-messages.ts';
import { sessionSchema, workshopSchema } from '../../src/lib/schemas/staff-workshops.ts';
import { workshopSignupSchema } from '../../src/lib/schemas/workshops.ts';
import { choirConfirmSchema, choirWithdrawSchema } from '../../src/lib/staff/choirs.ts';
import {
  audiobookBodySchema,
  resourceBodySchema,
  scoreBodySchema,
  termCreateSchema,
  termEditSchema,
  videoLessonBodySchema,
} from '../../src/lib/schemas/staff-library.ts';
import { UPLOAD_KIND_NAMES } from '../../src/lib/staff/library.ts';
import { blockSchema } from '../../src/lib/staff/people.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import { openApiDocument } from '../../src/server/openapi/document.ts';
import type { Operation } from '../../src/server/openapi/operation.ts';
import { operations } from '../../src/server/openapi/registry.ts';
import { randomToken, sha256 } from '../../src/server/services/tokens.ts';
import { type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { insertEvent } from '../helpers/events.ts';
import { bodies, type FuzzBody, hostileString, isErrorBody, segments } from '../helpers/fuzz.ts';
import {
  type PathParameter,
  paths,
  pathValues,
  plainPath,
  routeKey,
  withQuery,
} from '../helpers/fuzz-paths.ts';
import { edgeQueries, queryParameters, queryStrings } from '../helpers/fuzz-queries.ts';
import { addMembership, createChoir, createMember } from '../helpers/members.ts';
import { drawnSignaturePng, pngDataUrl } from '../helpers/pdf.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Far above what a fuzz run sends: every request reaches its handler. */
const OPEN = { perIp: 1e9, perEmail: 1e9, windowSeconds: 60 };

type Caller = 'anonymous' | 'member' | 'singer' | 'staff' | 'fresh session';
interface Target {
  caller: Caller;
  /** The body's schema; none for routes that read no body. */
  schema?: v.GenericSchema;
  /** The path with its parameters; the route's own path when it has none. */
  path?: fc.Arbitrary<string>;
  /** A multipart form (the avatar and choir image uploads) besides the JSON bodies. */
  form?: boolean;
  /** Raw bytes as the whole body (the library upload), instead of JSON bodies. */
  raw?: boolean;
  /** What the schema cannot tell, fixed in the near-valid bodies (see bodies()). */
  adjust?: (good: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;
}

/** Bot-check solutions for the register target, each good for one registration. */
const solved: string[] = [];
type Fields = Record<string, unknown>;

const choirSegment = () => segments(fc.constantFrom('1', '2', '3', '40'));
const memberAction = (action: string): Target => ({
  // Staff may act on every choir, so the fuzz cannot lock itself out by demoting its caller.
  caller: 'staff',
  schema: memberRefSchema,
  path: choirSegment().map((id) => `/api/choir/${id}/${action}`),
});

/**
 * A path segment over the ids of `list` (filled in beforeAll, so read when a value is drawn, not
 * when TARGETS is built) and a missing id.
 */
const idOf = (list: string[]) =>
  fc.constant(list).chain((ids) => segments(fc.constantFrom(...ids, '999999')));

/** Events of the demo choir and a global one, made in beforeAll (DELETE may remove them). */
const eventIds: string[] = [];
const eventPath = (suffix = '') => idOf(eventIds).map((id) => `/api/event/${id}/${suffix}`);
let demoChoir = 0;
/** Near-valid event bodies: days from today on (the schema alone would give past days), the demo choir. */
const eventAdjust = (good: fc.Arbitrary<unknown>) =>
  fc
    .tuple(good, fc.nat(40), fc.nat(3), fc.constantFrom('0', 'demo', 'kept'))
    .map(([body, offset, length, cor]) => {
      const day = (n: number) =>
        new Date(Date.now() + (offset + n) * 86_400_000).toISOString().slice(0, 10);
      const fields = body as Fields;
      return {
        ...fields,
        startDate: day(0),
        endDate: day(length),
        cor: cor === 'kept' ? fields.cor : cor === 'demo' ? demoChoir : 0,
      };
    });

/** Sign-up forms: a fresh submission id and, in some bodies, a solved bot check (each good once). */
const signupAdjust = (good: fc.Arbitrary<unknown>) =>
  fc.tuple(good, fc.nat(39), fc.uuid()).map(([body, i, id]) => ({
    ...(body as Fields),
    submission_id: id,
    altcha: solved[i] ?? (body as Fields).altcha,
  }));

/** A pad's drawing, made in beforeAll: some consents carry it, some a typed name, some the schema's guess. */
let drawnSignature = '';
const consentAdjust = (good: fc.Arbitrary<unknown>) =>
  fc.tuple(signupAdjust(good), fc.constantFrom('drawn', 'typed', 'kept')).map(([body, kind]) => {
    const fields = body as Fields;
    if (kind === 'kept') return fields;
    return { ...fields, signature: kind === 'drawn' ? drawnSignature : fields.name };
  });

// The back office (/api/staff/…): rows made in beforeAll for the paths, each DELETE with rows of
// its own; block and unblock act on throwaway accounts only (never on a caller of the fuzz).
const staffRows = {
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
 * Files uploaded in beforeAll, by kind, that near-valid library bodies name (once each): demo
 * files, since an upload must read whole as its type (issue #19).
 */
const UPLOADS = {
  pdf: 'partitura.pdf',
  video: 'lectie.mp4',
  image: 'sigla.png',
  resource: 'regulament.pdf',
} as const;
const LIBRARY_FILES = new URL('../../src/server/db/seed/library-files/', import.meta.url);
type Upload = keyof typeof UPLOADS;
const uploaded: Record<Upload, string[]> = { pdf: [], video: [], image: [], resource: [] };
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
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
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
/** File heads the upload recognises, then any bytes (none: an empty body). */
const MAGIC_HEADS = [
  '',
  '%PDF-',
  'ID3',
  '\0\0\0\x18ftypmp42',
  'PK\x03\x04',
  '\x89PNG\r\n\x1a\n',
  'OggS',
];
const rawBodies: fc.Arbitrary<FuzzBody> = fc
  .tuple(
    fc.constantFrom(...MAGIC_HEADS),
    fc.uint8Array({ maxLength: 2000 }),
    fc.constantFrom(
      undefined,
      'application/octet-stream',
      'application/json',
      'multipart/form-data',
    ),
  )
  .map(([head, rest, contentType]) => ({
    body: new Uint8Array([...Buffer.from(head, 'latin1'), ...rest]),
    contentType,
  }));

/** Every write route of the app, by `METHOD path` as app.routes lists it. */
const TARGETS: Record<string, Target> = {
  'POST /api/auth/register': {
    caller: 'anonymous',
    schema: registerSchema,
    // The repeated password and a solved bot check: some registrations go through.
    adjust: (good) =>
      fc.tuple(good, fc.nat(39)).map(([body, i]) => ({
        ...(body as Fields),
        repeat_password: (body as Fields).password,
        altcha: solved[i] ?? (body as Fields).altcha,
      })),
  },
  'POST /api/auth/:code/activate': {
    caller: 'anonymous',
    path: segments(fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent)).map(
      (code) => `/api/auth/${code}/activate`,
    ),
  },
  'POST /api/token-auth': {
    caller: 'anonymous',
    schema: loginSchema,
    adjust: (good) =>
      fc.oneof(good, fc.constant({ username: 'corist@example.com', password: 'parola-demo' })),
  },
  'POST /api/auth/logout': { caller: 'fresh session' },
  'POST /api/auth/reset_password': { caller: 'anonymous', schema: resetRequestSchema },
  'POST /api/auth/reset_password_confirm': { caller: 'anonymous', schema: resetConfirmSchema },
  'POST /api/account/edit': { caller: 'member', schema: editAccountSchema },
  'POST /api/account/finalize': { caller: 'member', schema: finalizeAccountSchema },
  'POST /api/account/agree_gdpr': { caller: 'member', schema: gdprConsentSchema },
  'POST /api/account/avatar': { caller: 'member', form: true },
  'POST /api/account/join_choir': { caller: 'member', schema: choirRefSchema },
  'POST /api/account/remove_choir': { caller: 'member', schema: choirRefSchema },
  'POST /api/choir': { caller: 'member', schema: choirCreateSchema },
  'POST /api/choir/:id/approve-member': memberAction('approve-member'),
  'POST /api/choir/:id/remove-member': memberAction('remove-member'),
  'POST /api/choir/:id/make-conductor': memberAction('make-conductor'),
  'POST /api/choir/:id/make-member': memberAction('make-member'),
  // Staff may edit every choir; a near-valid body mostly carries a stale version (409).
  'PATCH /api/choir/:id': {
    caller: 'staff',
    schema: choirEditSchema,
    path: choirSegment().map((id) => `/api/choir/${id}`),
  },
  'POST /api/choir/:id/image': {
    caller: 'staff',
    form: true,
    path: choirSegment().map((id) => `/api/choir/${id}/image`),
  },
  'POST /api/messaging/contact': { caller: 'anonymous', schema: contactSchema },
  'POST /api/event': { caller: 'singer', schema: eventSchema, adjust: eventAdjust },
  'PATCH /api/event/:id': {
    caller: 'staff',
    schema: eventSchema,
    adjust: eventAdjust,
    path: eventPath(),
  },
  'DELETE /api/event/:id': { caller: 'staff', path: eventPath() },
  'PUT /api/event/:id/answer': {
    caller: 'singer',
    schema: eventAnswerSchema,
    path: eventPath('answer'),
  },
  'POST /api/event/:id/notify': { caller: 'staff', path: eventPath('notify') },
  'POST /api/calendar/feed/revoke': { caller: 'member' },
  'POST /api/messaging/madrigalist': { caller: 'singer', schema: madrigalistMessageSchema },
  'POST /api/messaging/madrigalist/read': { caller: 'singer', schema: madrigalistReadSchema },
  'POST /api/messaging/madrigalist/:id/reply': {
    caller: 'staff',
    schema: madrigalistMessageSchema,
    path: segments(fc.constantFrom('1', '2', '999999')).map(
      (id) => `/api/messaging/madrigalist/${id}/reply`,
    ),
  },
  'POST /api/signup/auditions': {
    caller: 'anonymous',
    schema: auditionSchema,
    adjust: signupAdjust,
  },
  'POST /api/sign-ups/campaign': {
    caller: 'anonymous',
    schema: campaignSchema,
    adjust: signupAdjust,
  },
  'POST /api/sign-ups/questionnaire': {
    caller: 'anonymous',
    schema: questionnaireSchema,
    adjust: signupAdjust,
  },
  'POST /api/sign-ups/workshops': {
    caller: 'anonymous',
    schema: workshopSignupSchema,
    adjust: signupAdjust,
  },
  'POST /api/sign-ups/consent': {
    caller: 'anonymous',
    schema: consentSchema,
    adjust: consentAdjust,
  },
  'POST /api/sign-ups/consent/withdraw': { caller: 'anonymous', schema: consentWithdrawSchema },
  // Downloads read no body: the fuzz sends them anyway, and hostile ids and boxes.
  'POST /api/download/score/:id': {
    caller: 'singer',
    path: segments(fc.constantFrom('1', '5', '30', '999999')).map(
      (id) => `/api/download/score/${id}/`,
    ),
  },
  'POST /api/download/audiobook/:id': {
    caller: 'singer',
    path: segments(fc.constantFrom('1', '15', '999999')).map(
      (id) => `/api/download/audiobook/${id}/`,
    ),
  },
  'POST /api/download/resources/:box': {
    caller: 'singer',
    path: segments(fc.constantFrom('posters', 'brand', 'others')).map(
      (box) => `/api/download/resources/${box}/`,
    ),
  },
  // The back office: every change is the staff caller's.
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
};

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
let memberId = 0;
beforeAll(async () => {
  t = await testApp({
    rateLimits: { register: OPEN, reset: OPEN, contact: OPEN, madrigalist: OPEN, signup: OPEN },
  });
  const member = await createMember(t, 'fuzz@example.com');
  memberId = member.id;
  tokens.member = member.token;
  tokens.staff = (await createMember(t, 'fuzz-staff@example.com', { staff: true })).token;
  const singer = await createMember(t, 'fuzz-singer@example.com');
  await addMembership(t, singer.id, t.choirId, { confirmed: true });
  tokens.singer = singer.token;
  demoChoir = t.choirId;
  for (const choirId of [t.choirId, t.choirId, t.choirId, null]) {
    const start = new Date(Date.now() + 7 * 86_400_000);
    const end = new Date(start.getTime() + 7_200_000);
    eventIds.push(String(await insertEvent(t, { choirId, start, end })));
  }
  for (let i = 0; i < 20; i++) solved.push(await solveCaptcha(t.deps.captcha));
  drawnSignature = pngDataUrl(await drawnSignaturePng());
  await makeStaffRows();
  const feed = await t.app.request('/api/calendar/feed/', {
    headers: { authorization: `Token ${tokens.singer}` },
  });
  feedToken =
    /\/api\/calendar\/([\w-]+)\.ics$/.exec(((await feed.json()) as { url: string }).url)?.[1] ?? '';
});
afterAll(() => t.close());

/** A request of the staff caller in beforeAll; answers the JSON of its (successful) answer. */
async function asStaff(method: string, path: string, body: BodyInit, contentType?: string) {
  const headers: Record<string, string> = { authorization: `Token ${tokens.staff}` };
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

/** What the staff targets' paths name (see staffRows). */
async function makeStaffRows() {
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
      headers: { 'content-type': 'application/json', authorization: `Token ${tokens.singer}` },
      body: JSON.stringify({ message: 'Cum țin nota lungă de la sfârșit?' }),
    });
    r.madrigalist.push(String(((await sent.json()) as { id: number }).id));
  }
}

/** A session of the fuzz member that logout may end. */
async function freshSession() {
  const token = randomToken();
  await t.db.insert(sessions).values({
    userId: memberId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + interval '1 hour'`,
  });
  return token;
}

/** A PNG of 1×1 pixel: mutated, it sends sharp half-valid images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const forms = fc
  .oneof(
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => new Uint8Array(bytes)),
    fc.array(fc.tuple(fc.nat(PNG.length - 1), fc.nat(255)), { maxLength: 6 }).map((changes) => {
      const bytes = new Uint8Array(PNG);
      for (const [at, value] of changes) bytes[at] = value;
      return bytes;
    }),
  )
  .chain((bytes) =>
    fc.constantFrom('image', 'img', '').chain((field) =>
      fc.boolean().map((asFile) => {
        const form = new FormData();
        if (field) form.append(field, asFile ? new File([bytes], 'a.png') : 'not a file');
        return form;
      }),
    ),
  );

type Sent = FuzzBody | { form: FormData };

async function send(method: string, path: string, sent: Sent, auth: string | undefined) {
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.1.${Math.floor(Math.random() * 255)}.1`,
  };
  if (auth !== undefined) headers.authorization = auth;
  if ('form' in sent) return t.app.request(path, { method, headers, body: sent.form });
  if (sent.contentType) headers['content-type'] = sent.contentType;
  return t.app.request(path, { method, headers, body: sent.body });
}

/** The Authorization header: the caller's token mostly, sometimes none or a wrong one. */
async function authFor(caller: Caller, choice: number, garbage: string) {
  if (caller === 'anonymous' || choice === 0) return undefined;
  if (choice === 1) return `Token ${garbage}`;
  return `Token ${caller === 'fresh session' ? await freshSession() : tokens[caller]}`;
}

// ---- Query strings and path parameters, from the OpenAPI description ----

/** Every query parameter documented anywhere: each route gets the others' too. */
const ALL_PARAMETERS = queryParameters(operations);
const OPERATIONS = new Map(operations.map((op) => [routeKey(op.method, op.path), op]));
/** The documented operation of a route ('POST /api/choir/:id/image'); none fails the test. */
function operationOf(route: string): Operation {
  const [method = '', path = ''] = route.split(' ');
  const op = OPERATIONS.get(routeKey(method, path));
  if (!op) throw new Error(`${route} has no OpenAPI description (src/server/openapi/paths/)`);
  return op;
}
/** Each documented path parameter's JSON schema, as GET /api/openapi.json serves it. */
const documented = openApiDocument().paths as Record<
  string,
  Record<string, { parameters?: (PathParameter & { in: string })[] }>
>;
const pathParameter = (op: Operation, name: string): PathParameter => {
  const found = documented[op.path]?.[op.method]?.parameters?.find(
    (p) => p.in === 'path' && p.name === name,
  );
  if (!found) throw new Error(`${op.path}: {${name}} is not described`);
  return found;
};
/** Ids of path segments: small ones (the demo data), the rows made in beforeAll (read when drawn), a missing one. */
const pathIds = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc
    .constant(null)
    .chain(() => fc.constantFrom(...eventIds, ...Object.values(staffRows).flat(), '999999')),
);
/** Ids of query strings: the demo choir's and 0 (the global events) mostly, else as in paths. */
const queryIds = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null).chain(() => fc.constantFrom('0', String(demoChoir))) },
  { weight: 2, arbitrary: pathIds },
);
/** The singer's calendar feed token (beforeAll): the feed's path names it. */
let feedToken = '';
const pathsOf = (op: Operation) =>
  paths(op, (name) => pathValues(pathParameter(op, name), pathIds, feedToken ? [feedToken] : []));

/** Never a 5xx; a 4xx is JSON in the API's error shape. */
async function expectHandled(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(isErrorBody(JSON.parse(text)), text).toBe(true);
  }
}

/** The reads: every GET the OpenAPI description lists (the test below checks it lists all). */
const READS = operations.filter((op) => op.method === 'get').map((op) => [op.path, op] as const);
/** The back office's reads as staff; the others as each kind of caller. */
/** One read of the fuzz: the path and its query string, who asks and how (see authFor). */
interface Read {
  path: [string, string];
  caller: Caller;
  auth: number;
  garbage: string;
}
const readers = (op: Operation): fc.Arbitrary<Caller> =>
  op.path.startsWith('/api/staff/')
    ? fc.constant('staff')
    : fc.oneof(
        // Staff may read every choir: most requests reach the handler's queries.
        { weight: 3, arbitrary: fc.constant<Caller>('staff') },
        { weight: 2, arbitrary: fc.constant<Caller>('singer') },
        { weight: 1, arbitrary: fc.constantFrom<Caller>('member', 'anonymous') },
      );

describe('fuzzing of every route', () => {
  test('every route of the app is described, and its path and query string fuzzed', () => {
    const routes = t.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path}`);
    const keyOf = (route: string) => routeKey(route.split(' ')[0] ?? '', route.split(' ')[1] ?? '');
    const fuzzed = new Set([
      ...READS.map(([path]) => routeKey('get', path)),
      ...Object.keys(TARGETS).map(keyOf),
    ]);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !OPERATIONS.has(keyOf(route)))).toEqual([]);
    expect(routes.filter((route) => !fuzzed.has(keyOf(route)))).toEqual([]);
  });

  test.each(READS)(
    'GET %s: no query string or path parameter answers 5xx, and 4xx in the error shape',
    async (_path, op) => {
      const request: fc.Arbitrary<Read> = fc.record({
        path: fc.tuple(pathsOf(op), queryStrings(op, ALL_PARAMETERS, queryIds)),
        caller: readers(op),
        auth: fc.nat(19),
        garbage: fc.string({ unit: fc.constantFrom(...'abcXYZ019-_'), maxLength: 60 }),
      });
      // First, as staff on a real path, each day and id parameter at each of its edges in turn.
      const realPath = plainPath(op, (name) => {
        const { schema } = pathParameter(op, name);
        return schema.enum?.[0] ?? (schema.type === 'integer' ? String(demoChoir) : feedToken);
      });
      const examples = edgeQueries(op, { id: '0', day: dayFromNow(0) }).map((query): [Read] => [
        { path: [realPath, query], caller: 'staff', auth: 2, garbage: '' },
      ]);
      await fc.assert(
        fc.asyncProperty(request, async ({ path: [path, query], caller, auth, garbage }) => {
          const none: FuzzBody = { body: undefined, contentType: undefined };
          const res = await send(
            'GET',
            withQuery(path, query),
            none,
            await authFor(caller, auth, garbage),
          );
          await expectHandled(res);
        }),
        { numRuns: RUNS, seed: SEED, examples },
      );
    },
    60_000 + RUNS * 100,
  );
});

describe('fuzzing of the write endpoints', () => {
  test('every write route of the app has a fuzz target', () => {
    const writes = new Set(
      t.app.routes
        .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...writes].sort()).toEqual(Object.keys(TARGETS).sort());
  });

  test.each(Object.entries(TARGETS))(
    '%s never answers 5xx, and 4xx in the error shape',
    async (route, target) => {
      const [method = 'POST'] = route.split(' ');
      // The target's own paths (ids of its rows), else the described ones; a query string to each.
      const op = operationOf(route);
      const path = fc
        .tuple(target.path ?? pathsOf(op), queryStrings(op, ALL_PARAMETERS, queryIds))
        .map(([at, query]) => withQuery(at, query));
      const sent: fc.Arbitrary<Sent> = target.raw
        ? rawBodies
        : target.form
          ? fc.oneof(
              forms.map((form) => ({ form })),
              bodies(undefined),
            )
          : bodies(target.schema, target.adjust);
      const request = fc.record({
        path,
        sent,
        auth: fc.nat(19),
        garbage: fc.string({ unit: fc.constantFrom(...'abcXYZ019-_'), maxLength: 60 }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path: url, sent: body, auth, garbage }) => {
          const res = await send(method, url, body, await authFor(target.caller, auth, garbage));
          await expectHandled(res);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    60_000 + RUNS * 100,
  );
});
