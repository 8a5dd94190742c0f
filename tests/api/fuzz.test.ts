/**
 * Property-based fuzzing of every write endpoint (tests/helpers/fuzz.ts): bodies derived from the
 * endpoint's own schema, mutated with hostile values, broken JSON and wrong content types. The
 * answer is never a 5xx, and every 4xx is JSON in the API's error shape. FUZZ_RUNS sets the runs
 * per endpoint (`npm run bench:fuzz`: 10,000), FUZZ_SEED replays a failure.
 */

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
import { workshopSignupSchema } from '../../src/lib/schemas/workshops.ts';
import { sessions } from '../../src/server/db/schema.ts';
import { randomToken, sha256 } from '../../src/server/services/tokens.ts';
import { type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { insertEvent } from '../helpers/events.ts';
import { bodies, type FuzzBody, isErrorBody, segments } from '../helpers/fuzz.ts';
import { addMembership, createMember } from '../helpers/members.ts';
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

/** Events of the demo choir and a global one, made in beforeAll (DELETE may remove them). */
const eventIds: string[] = [];
const eventPath = (suffix = '') =>
  segments(fc.constantFrom(...eventIds, '999999')).map((id) => `/api/event/${id}/${suffix}`);
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
});
afterAll(() => t.close());

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
      const [method = 'POST', routePath = ''] = route.split(' ');
      const path = target.path ?? fc.constant(routePath);
      const sent: fc.Arbitrary<Sent> = target.form
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
          const text = await res.text();
          expect(res.status, text).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type')).toMatch(/^application\/json/);
            expect(isErrorBody(JSON.parse(text)), text).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    60_000 + RUNS * 100,
  );
});
