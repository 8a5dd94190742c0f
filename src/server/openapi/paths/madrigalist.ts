/**
 * Messaging: Contactează un madrigalist (src/server/routes/madrigalist.ts) and the public contact
 * dialog (routes/messaging.ts; listed among the public operations, registry.ts).
 */
import * as v from 'valibot';
import {
  contactReceiptSchema,
  madrigalistInboxPageSchema,
  madrigalistPageSchema,
  madrigalistReadReceiptSchema,
  madrigalistReplySchema,
  madrigalistThreadSchema,
} from '../../../lib/api/messaging.ts';
import { messagingPaths as paths } from '../../../lib/paths/messaging.ts';
import { contactSchema } from '../../../lib/schemas/contact.ts';
import {
  madrigalistMessageSchema,
  madrigalistReadSchema,
} from '../../../lib/schemas/madrigalist.ts';
import type { Operation } from '../operation.ts';

const MEMBERS = 'For a user confirmed in some confirmed choir (the library rule), or staff.';
const PAST_END = '404 for a page that is not a positive number or lies past the end.';
const page = v.object({ page: v.optional(v.string(), '1') });

export const contactOp: Operation = {
  method: 'post',
  path: paths.contact,
  summary: 'The contact dialog: stored and mailed to the team',
  auth: 'public',
  body: contactSchema,
  responses: { 201: contactReceiptSchema },
  errors: [429],
};

export const madrigalistOps = {
  list: {
    method: 'get',
    path: paths.madrigalist,
    summary: "The user's own messages with the team's replies, latest activity first, 10 a page",
    description: `${MEMBERS} ${PAST_END}`,
    auth: 'user',
    query: page,
    responses: { 200: madrigalistPageSchema },
    errors: [403, 404],
  },
  send: {
    method: 'post',
    path: paths.madrigalist,
    summary: 'A message to the madrigal singers: stored and mailed to the team',
    description: `${MEMBERS} At most 5 an hour per account (30 per IP).`,
    auth: 'user',
    body: madrigalistMessageSchema,
    responses: { 201: madrigalistThreadSchema },
    errors: [403, 429],
  },
  read: {
    method: 'post',
    path: paths.madrigalistRead,
    summary: 'Marks the replies the page has shown as read (ids of other members change nothing)',
    description: MEMBERS,
    auth: 'user',
    body: madrigalistReadSchema,
    responses: { 200: madrigalistReadReceiptSchema },
    errors: [403],
  },
  inbox: {
    method: 'get',
    path: paths.madrigalistInbox,
    summary: "Every member's messages with sender and replies, newest first, 20 a page",
    description: `Staff only. ${PAST_END}`,
    auth: 'user',
    query: page,
    responses: { 200: madrigalistInboxPageSchema },
    errors: [403, 404],
  },
  reply: {
    method: 'post',
    path: paths.madrigalistReply,
    summary: "The team's reply to a message: stored unread and mailed to the member",
    description: 'Staff only. 404 for an unknown message. A blocked member gets no mail.',
    auth: 'user',
    body: madrigalistMessageSchema,
    responses: { 201: madrigalistReplySchema },
    errors: [403, 404],
  },
} satisfies Record<string, Operation>;
