/** The back office's messages (GET /api/staff/messages/contact/… and …/madrigalist/…). */
import * as v from 'valibot';
import { pageSchema } from './page.ts';

/** The two inboxes, as their paths name them: /api/staff/messages/{box}/. */
export type MessageBox = 'contact' | 'madrigalist';

/** The lists' filter `?answered=`: whether the team has replied. */
export const ANSWERED_CHOICES = ['yes', 'no'] as const;

const person = v.strictObject({ id: v.number(), name: v.string(), email: v.string() });

/** A reply of the team: who of the staff wrote it (null once that account is deleted). */
export const staffReplySchema = v.strictObject({
  id: v.number(),
  message: v.string(),
  created_at: v.string(),
  author: v.nullable(person),
  /** Madrigalist replies: whether the member has seen it; contact replies: always null. */
  read: v.nullable(v.boolean()),
});
export type StaffReply = v.InferOutput<typeof staffReplySchema>;

/** A contact message in the list; `replies` counts the team's replies. */
export const contactRowSchema = v.strictObject({
  id: v.number(),
  created_at: v.string(),
  name: v.string(),
  email: v.string(),
  message: v.string(),
  replies: v.number(),
  answered: v.boolean(),
  last_reply_at: v.nullable(v.string()),
});
export type ContactRow = v.InferOutput<typeof contactRowSchema>;
export const contactPageSchema = pageSchema(contactRowSchema);

export const contactThreadSchema = v.strictObject({
  ...v.omit(contactRowSchema, ['replies', 'last_reply_at']).entries,
  replies: v.array(staffReplySchema),
});
export type ContactThread = v.InferOutput<typeof contactThreadSchema>;

/** A member's message to the madrigal singers in the team's inbox. */
export const madrigalistRowSchema = v.strictObject({
  id: v.number(),
  created_at: v.string(),
  sender: person,
  message: v.string(),
  replies: v.number(),
  answered: v.boolean(),
  last_reply_at: v.nullable(v.string()),
});
export type MadrigalistRow = v.InferOutput<typeof madrigalistRowSchema>;
export const madrigalistPageSchema = pageSchema(madrigalistRowSchema);

export const madrigalistStaffThreadSchema = v.strictObject({
  ...v.omit(madrigalistRowSchema, ['replies', 'last_reply_at']).entries,
  replies: v.array(staffReplySchema),
});
export type MadrigalistStaffThread = v.InferOutput<typeof madrigalistStaffThreadSchema>;
