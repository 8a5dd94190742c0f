/** Choirs, their members and their profile (src/server/routes/choirs.ts, members.ts, choir-profile.ts). */
import * as v from 'valibot';
import {
  choirDetailsSchema,
  choirHistoryPageSchema,
  choirPageSchema,
  listedChoirSchema,
} from '../../../lib/api/choirs.ts';
import { detailSchema } from '../../../lib/api/detail.ts';
import { choirMemberSchema, choirMembersSchema } from '../../../lib/api/members.ts';
import { CHOIR_IMAGE_MAX_BYTES, CHOIR_IMAGE_MAX_PX } from '../../../lib/limits.ts';
import { choirPaths } from '../../../lib/paths/choirs.ts';
import {
  choirCreateSchema,
  choirEditSchema,
  choirListQuerySchema,
  memberRefSchema,
  membersRefSchema,
  voicePartSchema,
} from '../../../lib/schemas/choir.ts';
import type { Operation } from '../operation.ts';

/** The conductor's actions on a member: same rights, body and errors. */
const memberAction = (
  path: string,
  summary: string,
  answer: v.GenericSchema = choirMemberSchema,
): Operation => ({
  method: 'post',
  path,
  summary,
  description:
    'For a conductor of the confirmed choir, or staff. 404 when `user_id` has no membership in the choir.',
  auth: 'user',
  body: memberRefSchema,
  responses: { 200: answer },
  errors: [403, 404],
});

/** The choir image upload: the route checks the file itself, so this only describes the form. */
const choirImageForm = v.object({
  image: v.pipe(
    v.file(),
    v.description(
      `JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, at most ${CHOIR_IMAGE_MAX_BYTES / 1024 / 1024} MiB`,
    ),
  ),
});

const EDITORS = 'For a conductor of the confirmed choir, or staff.';

export const choirOps = {
  list: {
    method: 'get',
    path: choirPaths.list,
    summary: 'Every choir, filtered and paged (9 a page), ordered by name',
    description: '404 for a page that is not a positive number or lies past the end.',
    auth: 'user',
    query: choirListQuerySchema,
    responses: { 200: choirPageSchema },
    errors: [404],
  },
  get: {
    method: 'get',
    path: choirPaths.choir,
    summary: "A choir's details; contact details only for its confirmed members and staff",
    auth: 'user',
    responses: { 200: choirDetailsSchema },
    errors: [404],
  },
  create: {
    method: 'post',
    path: choirPaths.list,
    summary: 'Founds a choir: the founder conducts it, the staff get a mail',
    auth: 'user',
    body: choirCreateSchema,
    responses: { 201: listedChoirSchema },
    errors: [429],
  },
  members: {
    method: 'get',
    path: choirPaths.members,
    summary: "The choir's members, conductors first",
    description:
      'Conductors and staff get every membership in the full shape; a confirmed singer the approved members in the public shape.',
    auth: 'user',
    responses: { 200: choirMembersSchema },
    errors: [403, 404],
  },
  approveMember: memberAction(
    choirPaths.approveMember,
    'Approves a request; mails the member (unless blocked)',
  ),
  removeMember: memberAction(
    choirPaths.removeMember,
    'Removes a member or refuses a request',
    detailSchema,
  ),
  approveMembers: {
    method: 'post',
    path: choirPaths.approveMembers,
    summary: 'Approves several requests at once, all or none; mails each member (unless blocked)',
    description:
      'For a conductor of the confirmed choir, or staff. 404 (nothing approved) when one of `user_ids` has no membership in the choir; an approved member is answered unchanged, without a mail.',
    auth: 'user',
    body: membersRefSchema,
    responses: { 200: v.array(choirMemberSchema) },
    errors: [403, 404],
  },
  refuseMembers: {
    method: 'post',
    path: choirPaths.refuseMembers,
    summary: 'Refuses several requests at once, all or none',
    description:
      'For a conductor of the confirmed choir, or staff. 404 (nothing refused) when one of `user_ids` has no membership in the choir; 400 when one is an approved member (members are removed one by one).',
    auth: 'user',
    body: membersRefSchema,
    responses: { 200: detailSchema },
    errors: [403, 404],
  },
  makeConductor: memberAction(choirPaths.makeConductor, 'Makes an approved member a conductor'),
  makeMember: memberAction(
    choirPaths.makeMember,
    'Makes a conductor a singer (not the last conductor)',
  ),
  setVoicePart: {
    method: 'post',
    path: choirPaths.setVoicePart,
    summary: "Sets an approved member's voice part (a term of the library's voices), or clears it",
    description:
      "For a conductor of the confirmed choir only (staff who do not conduct it get 403: a part is the conductor's judgement). 404 when `user_id` has no membership in the choir; 400 for a request not yet approved or a `voice_part` that is not a voice term.",
    auth: 'user',
    body: voicePartSchema,
    responses: { 200: choirMemberSchema },
    errors: [403, 404],
  },
  update: {
    method: 'patch',
    path: choirPaths.choir,
    summary: 'Saves the whole choir form (founding fields and profile); answers the new details',
    description: `${EDITORS} \`version\` must be the details' current one: a stale version answers 409 and saves nothing; a save bumps it. Texts are trimmed, empty list entries dropped; an entry's error is named by its index, e.g. \`awards.2\`.`,
    auth: 'user',
    body: choirEditSchema,
    responses: { 200: choirDetailsSchema },
    errors: [403, 404, 409],
  },
  image: {
    method: 'post',
    path: choirPaths.image,
    summary: `Replaces the choir's image (re-encoded as WebP within ${CHOIR_IMAGE_MAX_PX} px, metadata stripped); answers the new details`,
    description: `${EDITORS} 400 for a file that is not an image.`,
    auth: 'user',
    form: choirImageForm,
    responses: { 200: choirDetailsSchema },
    errors: [403, 404],
  },
  history: {
    method: 'get',
    path: choirPaths.history,
    summary:
      "The choir's history, newest first, 10 a page: profile edits (field names only) and membership changes",
    description: `${EDITORS} 404 for a page that is not a positive number or lies past the end.`,
    auth: 'user',
    query: v.object({ page: v.optional(v.string(), '1') }),
    responses: { 200: choirHistoryPageSchema },
    errors: [403, 404],
  },
} satisfies Record<string, Operation>;
