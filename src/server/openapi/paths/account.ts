/** The signed-in user's own account (src/server/routes/account.ts, memberships.ts). */
import * as v from 'valibot';
import { avatarAnswerSchema, userDetailsSchema } from '../../../lib/api/account.ts';
import { listedChoirSchema } from '../../../lib/api/choirs.ts';
import { AVATAR_MAX_BYTES } from '../../../lib/limits.ts';
import { accountPaths } from '../../../lib/paths/account.ts';
import {
  editAccountSchema,
  finalizeAccountSchema,
  gdprConsentSchema,
} from '../../../lib/schemas/account.ts';
import { choirRefSchema } from '../../../lib/schemas/choir.ts';
import type { Operation } from '../operation.ts';

/**
 * The avatar upload: the route checks the file itself (type, size, a real image), so this schema
 * only describes the form.
 */
const avatarForm = v.object({
  image: v.pipe(
    v.file(),
    v.description(
      `JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MiB`,
    ),
  ),
});

export const accountOps = {
  details: {
    method: 'get',
    path: accountPaths.details,
    summary: "The user's details",
    auth: 'user',
    responses: { 200: userDetailsSchema },
  },
  edit: {
    method: 'post',
    path: accountPaths.edit,
    summary: "Edits the user's name, birth date, place and phone",
    auth: 'user',
    body: editAccountSchema,
    responses: { 200: userDetailsSchema },
  },
  finalize: {
    method: 'post',
    path: accountPaths.finalize,
    summary: 'Completes a new account: birth date, sex, place, phone',
    auth: 'user',
    body: finalizeAccountSchema,
    responses: { 200: userDetailsSchema },
  },
  agreeGdpr: {
    method: 'post',
    path: accountPaths.agreeGdpr,
    summary: 'Records the GDPR agreement',
    auth: 'user',
    body: gdprConsentSchema,
    responses: { 200: userDetailsSchema },
  },
  avatar: {
    method: 'post',
    path: accountPaths.avatar,
    summary: 'Replaces the avatar (re-encoded as WebP, metadata stripped)',
    auth: 'user',
    form: avatarForm,
    responses: { 200: avatarAnswerSchema },
  },
  choirs: {
    method: 'get',
    path: accountPaths.choirs,
    summary: "The user's choirs, pending requests included",
    auth: 'user',
    responses: { 200: v.array(listedChoirSchema) },
  },
  joinChoir: {
    method: 'post',
    path: accountPaths.joinChoir,
    summary: 'Asks to join a choir (idempotent); mails its conductors',
    description:
      '400 `non_field_errors` when the user already waits in more than 2 choirs; 404 for an unknown choir. Blocked conductors get no mail; when every conductor is blocked (or there is none), the staff do.',
    auth: 'user',
    body: choirRefSchema,
    responses: { 200: listedChoirSchema },
    errors: [404],
  },
  removeChoir: {
    method: 'post',
    path: accountPaths.removeChoir,
    summary: 'Leaves a choir (also when not a member)',
    auth: 'user',
    body: choirRefSchema,
    responses: { 200: listedChoirSchema },
    errors: [404],
  },
} satisfies Record<string, Operation>;
