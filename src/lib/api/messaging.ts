/** Answers of /api/messaging/: the public contact dialog and the madrigal singers' messages. */
import * as v from 'valibot';
import { isoMoment } from './formats.ts';
import { pageSchema } from './page.ts';

/** POST /api/messaging/contact/: the stored message, as the public contact dialog sent it. */
export const contactReceiptSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  email: v.string(),
});
export type ContactReceipt = v.InferOutput<typeof contactReceiptSchema>;

/**
 * Contactează un madrigalist (src/server/routes/madrigalist.ts): a member's messages to the
 * programme's madrigal singers and the team's replies. A reply names the team, never the staff
 * member who wrote it.
 */

/** A reply of the team to one message, oldest first under it. */
export const madrigalistReplySchema = v.strictObject({
  id: v.number(),
  /** Always the team's name ('Echipa programului'). */
  author: v.string(),
  message: v.string(),
  created_at: isoMoment,
  /** False until the member's page has shown it (POST …/read/). */
  read: v.boolean(),
});
export type MadrigalistReply = v.InferOutput<typeof madrigalistReplySchema>;

/** One of the member's messages with its replies: POST /api/messaging/madrigalist/ answers one. */
export const madrigalistThreadSchema = v.strictObject({
  id: v.number(),
  message: v.string(),
  created_at: isoMoment,
  replies: v.array(madrigalistReplySchema),
});
export type MadrigalistThread = v.InferOutput<typeof madrigalistThreadSchema>;

/** GET /api/messaging/madrigalist/: the member's own messages, latest activity first. */
export const madrigalistPageSchema = pageSchema(madrigalistThreadSchema);
export type MadrigalistPage = v.InferOutput<typeof madrigalistPageSchema>;

/** One message of the team's inbox: the thread and who sent it. */
export const madrigalistInboxItemSchema = v.strictObject({
  ...madrigalistThreadSchema.entries,
  sender: v.strictObject({
    id: v.number(),
    /** 'Maria Popescu' */
    name: v.string(),
    email: v.string(),
  }),
});
export type MadrigalistInboxItem = v.InferOutput<typeof madrigalistInboxItemSchema>;

/** GET /api/messaging/madrigalist/inbox/ (staff): every member's messages, newest first. */
export const madrigalistInboxPageSchema = pageSchema(madrigalistInboxItemSchema);
export type MadrigalistInboxPage = v.InferOutput<typeof madrigalistInboxPageSchema>;

/** POST /api/messaging/madrigalist/read/: how many of the given replies were unread and now are read. */
export const madrigalistReadReceiptSchema = v.strictObject({ read: v.number() });
export type MadrigalistReadReceipt = v.InferOutput<typeof madrigalistReadReceiptSchema>;
