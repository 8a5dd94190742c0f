/**
 * What deleting an account erases (issue #26), table by table, in one place: the retention run
 * (run.ts) deletes the `users` row of every account rule, the foreign keys do most of the rest,
 * and `eraseAccounts`, in the same transaction, erases what no key reaches: the copies of the
 * person's e-mail and name kept as text elsewhere. A test (tests/api/account-deletion.test.ts)
 * holds this map to every foreign key to `users` and, after a deletion, reads every text column
 * of the database for the person's e-mail and name.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rowsOf } from '../ops/catalog.ts';

/** Per table: what happens to a deleted account's rows. */
export const ERASED: Record<string, string> = {
  users: 'the row is deleted: name, e-mail, phone, birth date, place, password hash',
  sessions: 'deleted with the account (foreign key), and forgotten by every process',
  one_time_codes: 'deleted with the account (foreign key)',
  memberships: 'deleted with the account (foreign key)',
  event_answers: 'deleted with the account (foreign key), their notes with them',
  calendar_feeds: 'deleted with the account (foreign key)',
  attendance:
    "the person's marks deleted with the account (foreign key); a conductor's name on others' marks set to null",
  absences: 'deleted with the account (foreign key), their reasons with them',
  event_reminders: 'deleted with the account (foreign key)',
  score_progress: "deleted with the account (foreign key): the singer's 'Învăț'/'Știu' marks",
  madrigalist_messages: 'deleted with the account (foreign key), the replies with them',
  notification_preferences: 'deleted with the account (foreign key)',
  push_subscriptions:
    'deleted with the account (foreign key), the push messages waiting for them with them',
  family_links:
    'deleted with the account (foreign key); a managed child left without a parent goes too',
  consent_requests:
    'the child’s request goes with the child; a request naming the person as parent is deleted',
  account_deletions: 'deleted with the account (foreign key)',
  consent_takeovers: 'deleted with the account (foreign key)',
  choir_history: "who acted and on whom set to null: the history says 'cont șters'",
  staff_actions:
    "the actor set to null ('cont șters'); labels and details naming the person emptied",
  events: 'the author set to null; the event is the choir’s',
  madrigalist_replies: 'the author (staff) set to null',
  contact_replies: 'the author (staff) set to null',
  retention_holds: 'the staff member who held set to null',
  retention_runs: 'the staff member who ran it set to null',
  consents:
    'kept apart: a signed consent is the proof of what was agreed (GDPR art. 7(1)); the child’s account link set to null; the consents rule deletes it after RETENTION.consentYears',
  outbox: 'every mail to the person, and every mail naming them, deleted',
  rate_limits: 'the counters keyed by the person’s e-mail deleted',
  audition_signups: 'sign-ups made with the person’s e-mail deleted',
  workshop_sign_ups: 'sign-ups made with the person’s e-mail deleted',
  campaign_answers: 'answers sent with the person’s e-mail deleted',
  contact_messages: 'messages sent with the person’s e-mail deleted, the replies with them',
  'DATA_DIR/uploads': 'the photo removed after the commit (run.ts)',
};

/** An account the run deleted, as its `delete … returning` gave it. */
export interface GoneAccount extends Record<string, unknown> {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

const anyOf = (values: string[], test: (value: string) => SQL) =>
  sql.join(
    values.map((value) => sql`(${test(value)})`),
    sql` or `,
  );

/**
 * Erases what the foreign keys leave of `gone`; returns the managed children (issue #25) left
 * without any parent, deleted too: nobody could reach them again (as when a parent ends the link).
 */
export async function eraseAccounts(tx: Tx, gone: GoneAccount[]): Promise<GoneAccount[]> {
  if (gone.length === 0) return [];
  const emails = gone.flatMap((user) => (user.email ? [user.email] : []));
  const names = gone
    .map((user) => `${user.first_name} ${user.last_name}`.trim())
    .filter((name) => name.length > 0);
  const ids = sql.join(
    gone.map((user) => sql`${user.id}`),
    sql`, `,
  );
  const texts = [...emails, ...names];
  const mentions = (column: SQL) =>
    anyOf(texts, (value) => sql`position(${value} in ${column}) > 0`);
  if (texts.length > 0) {
    await tx.execute(
      sql`delete from outbox where ${mentions(sql`outbox."to"`)} or ${mentions(sql`outbox.subject`)}
        or ${mentions(sql`outbox.text`)}`,
    );
    await tx.execute(
      sql`update staff_actions set target_label = '' where ${mentions(sql`target_label`)}`,
    );
    await tx.execute(
      sql`update staff_actions set detail = null where ${mentions(sql`detail::text`)}`,
    );
  }
  await tx.execute(
    sql`update staff_actions set target_label = '' where target_type = 'user' and target_id in (${ids})`,
  );
  if (emails.length > 0) {
    const list = sql.join(
      emails.map((email) => sql`${email}`),
      sql`, `,
    );
    await tx.execute(sql`delete from rate_limits where ${mentions(sql`key`)}`);
    for (const table of [
      'audition_signups',
      'workshop_sign_ups',
      'campaign_answers',
      'contact_messages',
    ])
      await tx.execute(sql`delete from ${sql.raw(table)} where lower(email) in (${list})`);
    await tx.execute(sql`delete from consent_requests where lower(parent_email) in (${list})`);
  }
  // Their links went with the parent (foreign key): a managed child has a password hash of ''.
  const orphans = await rowsOf<GoneAccount>(
    tx,
    sql`delete from users u where u.password_hash = '' and u.email is null
      and not exists (select 1 from family_links f where f.child_id = u.id
        and f.confirmed_at is not null and f.ended_at is null)
      returning id, email, first_name, last_name, avatar`,
  );
  return [...orphans, ...(await eraseAccounts(tx, orphans))];
}
