/** The back office's messages: the contact form's and the madrigal singers' inboxes (routes/staff/*-messages.ts). */
import type * as v from 'valibot';
import {
  ANSWERED_CHOICES,
  contactPageSchema,
  contactThreadSchema,
  madrigalistPageSchema,
  madrigalistStaffThreadSchema,
  staffReplySchema,
} from '../../../lib/api/staff-messages.ts';
import { staffMessagePaths } from '../../../lib/paths/staff-submissions.ts';
import { madrigalistMessageSchema } from '../../../lib/schemas/madrigalist.ts';
import { contactReplySchema } from '../../../lib/schemas/staff-messages.ts';
import type { Operation } from '../operation.ts';
import { choice, search, staffList, staffOperation } from './staff.ts';

const ANSWERED = choice(ANSWERED_CHOICES, 'yes: with a reply of the team; no: without');

/** The list, the thread and the reply of one inbox. */
const inboxOps = (inbox: {
  paths: { list: string; thread: string; reply: string };
  name: string;
  page: v.GenericSchema;
  thread: v.GenericSchema;
  reply: v.GenericSchema;
  action: string;
  mail: string;
}) =>
  ({
    list: staffList({
      path: inbox.paths.list,
      summary: `${inbox.name}, newest first, with how many replies and the last one's time`,
      description: '',
      answer: inbox.page,
      filters: {
        q: search("any part of the sender's name, e-mail or the text, ignoring diacritics"),
        answered: ANSWERED,
      },
      exported: true,
    }),
    thread: staffOperation({
      method: 'get',
      path: inbox.paths.thread,
      summary: 'A message with the team’s replies, oldest first',
      responses: { 200: inbox.thread },
      errors: [404],
    }),
    reply: staffOperation({
      method: 'post',
      path: inbox.paths.reply,
      summary: 'Replies to a message',
      description: `In one transaction: the reply stored, ${inbox.mail} through the outbox, journal \`${inbox.action}\`.`,
      body: inbox.reply,
      responses: { 201: staffReplySchema },
      errors: [404],
    }),
  }) satisfies Record<string, Operation>;

export const contactMessageOps = inboxOps({
  paths: staffMessagePaths.contact,
  name: 'The contact form’s messages',
  page: contactPageSchema,
  thread: contactThreadSchema,
  reply: contactReplySchema,
  action: 'contact.reply',
  mail: 'mailed to the sender with the message quoted',
});

export const madrigalistMessageOps = inboxOps({
  paths: staffMessagePaths.madrigalist,
  name: 'The madrigal singers’ inbox: members’ messages',
  page: madrigalistPageSchema,
  thread: madrigalistStaffThreadSchema,
  reply: madrigalistMessageSchema,
  action: 'madrigalist.reply',
  mail: 'unread for the member and mailed to them',
});
