/**
 * The fuzz's write targets outside the back office, by `METHOD path` as app.routes lists it: who
 * calls, the body's schema, the paths, and what the schema cannot tell, fixed in near-valid bodies.
 * The back office's are in fuzz-staff-targets.ts.
 */
import fc from 'fast-check';
import type * as v from 'valibot';
import {
  editAccountSchema,
  finalizeAccountSchema,
  gdprConsentSchema,
} from '../../src/lib/schemas/account.ts';
import {
  deletionCancelSchema,
  deletionRequestSchema,
} from '../../src/lib/schemas/account-deletion.ts';
import { absenceSchema, attendanceMarkSchema } from '../../src/lib/schemas/attendance.ts';
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
  membersRefSchema,
  voicePartSchema,
} from '../../src/lib/schemas/choir.ts';
import {
  childConsentSchema,
  childPurposeSchema,
  consentPurposeSchema,
  consentSchema,
  consentTokenSchema,
  consentWithdrawSchema,
  parentEmailSchema,
  takeoverBodySchema,
} from '../../src/lib/schemas/consent.ts';
import { contactSchema } from '../../src/lib/schemas/contact.ts';
import {
  answerLinkBodySchema,
  eventAnswerSchema,
  eventSchema,
} from '../../src/lib/schemas/event.ts';
import {
  addChildSchema,
  childLoginSchema,
  linkRequestSchema,
} from '../../src/lib/schemas/family.ts';
import {
  madrigalistMessageSchema,
  madrigalistReadSchema,
} from '../../src/lib/schemas/madrigalist.ts';
import {
  notificationPreferencesSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from '../../src/lib/schemas/notifications.ts';
import { programmeBodySchema, scoreMarkSchema } from '../../src/lib/schemas/programme.ts';
import { questionnaireSchema } from '../../src/lib/schemas/questionnaire.ts';
import { countedPresentSchema } from '../../src/lib/schemas/reminders.ts';
import { workshopSignupSchema } from '../../src/lib/schemas/workshops.ts';
import { segments } from './fuzz.ts';
import { answerTokens, type Caller, eventIds, solved, world } from './fuzz-world.ts';

export interface Target {
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

export type Fields = Record<string, unknown>;

const choirSegment = () => segments(fc.constantFrom('1', '2', '3', '40'));
const memberAction = (action: string): Target => ({
  // Staff may act on every choir, so the fuzz cannot lock itself out by demoting its caller.
  caller: 'staff',
  schema: memberRefSchema,
  path: choirSegment().map((id) => `/api/choir/${id}/${action}`),
});

const bulkAction = (action: string): Target => ({
  ...memberAction(action),
  schema: membersRefSchema,
});

/**
 * A path segment over the ids of `list` (filled before the runs, so read when a value is drawn,
 * not when the targets are built) and a missing id.
 */
export const idOf = (list: string[]) =>
  fc.constant(list).chain((ids) => segments(fc.constantFrom(...ids, '999999')));

const eventPath = (suffix = '') => idOf(eventIds).map((id) => `/api/event/${id}/${suffix}`);
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
        cor: cor === 'kept' ? fields.cor : cor === 'demo' ? world.demoChoir : 0,
      };
    });

/** Sign-up forms: a fresh submission id and, in some bodies, a solved bot check (each good once). */
const signupAdjust = (good: fc.Arbitrary<unknown>) =>
  fc.tuple(good, fc.nat(39), fc.uuid()).map(([body, i, id]) => ({
    ...(body as Fields),
    submission_id: id,
    altcha: solved[i] ?? (body as Fields).altcha,
  }));

/** Consents: some carry the drawn signature, some a typed name, some the schema's guess. */
const consentAdjust = (good: fc.Arbitrary<unknown>) =>
  fc.tuple(signupAdjust(good), fc.constantFrom('drawn', 'typed', 'kept')).map(([body, kind]) => {
    const fields = body as Fields;
    if (kind === 'kept') return fields;
    return { ...fields, signature: kind === 'drawn' ? world.drawnSignature : fields.name };
  });

export const TARGETS: Record<string, Target> = {
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
  'POST /api/choir/:id/set-voice-part': {
    ...memberAction('set-voice-part'),
    caller: 'conductor',
    schema: voicePartSchema,
  },
  'POST /api/choir/:id/approve-members': bulkAction('approve-members'),
  'POST /api/choir/:id/refuse-members': bulkAction('refuse-members'),
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
  'POST /api/families/children': { caller: 'member', schema: addChildSchema },
  'POST /api/families/children/:id/login': {
    caller: 'member',
    schema: childLoginSchema,
    path: segments(fc.constantFrom('1', '2', '999999')).map(
      (id) => `/api/families/children/${id}/login`,
    ),
  },
  'POST /api/families/children/:id/consent': {
    caller: 'member',
    schema: childConsentSchema,
    path: segments(fc.constantFrom('1', '2', '999999')).map(
      (id) => `/api/families/children/${id}/consent`,
    ),
  },
  'POST /api/families/children/:id/consent/purpose': {
    caller: 'member',
    schema: childPurposeSchema,
    path: segments(fc.constantFrom('1', '2', '999999')).map(
      (id) => `/api/families/children/${id}/consent/purpose`,
    ),
  },
  'POST /api/families/requests': { caller: 'member', schema: linkRequestSchema },
  'POST /api/families/requests/:token/confirm': {
    caller: 'member',
    path: segments(fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent)).map(
      (token) => `/api/families/requests/${token}/confirm`,
    ),
  },
  'POST /api/families/links/:id/end': {
    caller: 'member',
    path: segments(fc.constantFrom('1', '2', '999999')).map(
      (id) => `/api/families/links/${id}/end`,
    ),
  },
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
  'POST /api/event/:id/remind': { caller: 'staff', path: eventPath('remind') },
  'PUT /api/calendar/counted-present': { caller: 'singer', schema: countedPresentSchema },
  'PUT /api/event/:id/programme': {
    caller: 'conductor',
    schema: programmeBodySchema,
    path: eventPath('programme'),
  },
  'PUT /api/song/:id/mark': {
    caller: 'singer',
    schema: scoreMarkSchema,
    path: segments(fc.constantFrom('1', '2', '3', '999999')).map((id) => `/api/song/${id}/mark/`),
  },
  'PUT /api/event-answer/:token': {
    caller: 'anonymous',
    schema: answerLinkBodySchema,
    path: fc
      .constant(answerTokens)
      .chain((tokens) => segments(fc.constantFrom(...tokens, 'forged.token')))
      .map((token) => `/api/event-answer/${token}/`),
  },
  // Issue #28: a mark by the demo conductor (any event, any member), the singer's absences.
  'PUT /api/event/:id/attendance/:user_id': {
    caller: 'conductor',
    schema: attendanceMarkSchema,
    path: fc
      .tuple(eventPath('attendance'), segments(fc.constantFrom('1', '2', '3', '40')))
      .map(([path, user]) => `${path}/${user}/`),
  },
  'POST /api/absences': { caller: 'singer', schema: absenceSchema },
  'DELETE /api/absences/:id': {
    caller: 'singer',
    path: segments(fc.constantFrom('1', '2', '3')).map((id) => `/api/absences/${id}/`),
  },
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
  // Issue #28: the signed-in member's push subscriptions and notification choices.
  'POST /api/notifications/subscriptions': { caller: 'singer', schema: pushSubscriptionSchema },
  'DELETE /api/notifications/subscriptions': { caller: 'singer', schema: pushEndpointSchema },
  'PATCH /api/notifications/preferences': {
    caller: 'singer',
    schema: notificationPreferencesSchema,
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
  'POST /api/sign-ups/consent/request': { caller: 'anonymous', schema: consentTokenSchema },
  'POST /api/sign-ups/consent/status': { caller: 'anonymous', schema: consentTokenSchema },
  'POST /api/sign-ups/consent/purpose': { caller: 'anonymous', schema: consentPurposeSchema },
  'POST /api/account/parent-consent': { caller: 'member', schema: parentEmailSchema },
  'POST /api/account/takeover': { caller: 'member', schema: takeoverBodySchema },
  // The member's own data (issue #26): no body; past the day's few downloads a 429.
  'POST /api/account/own-data': { caller: 'member' },
  // Deleting one's account (issue #26): a wrong password is refused (and counted); DELETE cancels.
  'POST /api/account/deletion': { caller: 'member', schema: deletionRequestSchema },
  'DELETE /api/account/deletion': { caller: 'member' },
  'POST /api/account/deletion/cancel': { caller: 'anonymous', schema: deletionCancelSchema },
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
