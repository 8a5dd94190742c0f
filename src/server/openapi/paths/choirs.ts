/** Choirs and their members (src/server/routes/choirs.ts, members.ts). */
import type * as v from 'valibot';
import { choirDetailsSchema, choirPageSchema, listedChoirSchema } from '../../../lib/api/choirs.ts';
import { detailSchema } from '../../../lib/api/detail.ts';
import { choirMemberSchema, choirMembersSchema } from '../../../lib/api/members.ts';
import {
  choirCreateSchema,
  choirListQuerySchema,
  memberRefSchema,
} from '../../../lib/schemas/choir.ts';
import type { Operation } from '../operation.ts';

/** The conductor's actions on a member: same rights, body and errors. */
const memberAction = (
  path: string,
  summary: string,
  answer: v.GenericSchema = choirMemberSchema,
): Operation => ({
  method: 'post',
  path: `/api/choir/{id}/${path}/`,
  summary,
  description:
    'For a conductor of the confirmed choir, or staff. 404 when `user_id` has no membership in the choir.',
  auth: 'user',
  body: memberRefSchema,
  responses: { 200: answer },
  errors: [403, 404],
});

export const choirOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/choir/',
    summary: 'Every choir, filtered and paged (9 a page), ordered by name',
    description: '404 for a page that is not a positive number or lies past the end.',
    auth: 'user',
    query: choirListQuerySchema,
    responses: { 200: choirPageSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/choir/{id}/',
    summary: "A choir's details; contact details only for its confirmed members and staff",
    auth: 'user',
    responses: { 200: choirDetailsSchema },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/choir/',
    summary: 'Founds a choir: the founder conducts it, the staff get a mail',
    auth: 'user',
    body: choirCreateSchema,
    responses: { 201: listedChoirSchema },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/choir/{id}/members/',
    summary: "The choir's members, conductors first",
    description:
      'Conductors and staff get every membership in the full shape; a confirmed singer the approved members in the public shape.',
    auth: 'user',
    responses: { 200: choirMembersSchema },
    errors: [403, 404],
  },
  memberAction('approve-member', 'Approves a request; mails the member'),
  memberAction('remove-member', 'Removes a member or refuses a request', detailSchema),
  memberAction('make-conductor', 'Makes an approved member a conductor'),
  memberAction('make-member', 'Makes a conductor a singer (not the last conductor)'),
];
