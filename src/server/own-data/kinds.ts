/**
 * What a person's download holds, one JSON file per kind of data: each kind is a query of the
 * person's rows, read in keyset batches of EXPORT_BATCH_SIZE (`key` orders and pages them), so a
 * member with years of answers never sits whole in memory. The keys of each row are the
 * database's column names; secrets (token and password hashes, the calendar feed's token, the
 * mails' texts with their links) are never selected. personal-columns.ts says which column each
 * kind covers; tests/api/own-data.test.ts checks them against each other.
 */
import { type SQL, sql } from 'drizzle-orm';
import { EXPORT_BATCH_SIZE } from '../../lib/limits.ts';
import type { OwnDataFile } from '../../lib/messages-own-data.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../ops/catalog.ts';

/** Whose data: the user's id and their e-mail (null for a child without a login). */
export interface Subject {
  id: number;
  email: string | null;
}

export type Row = Record<string, unknown>;

interface Kind {
  file: OwnDataFile;
  /** The column that orders the rows and pages them: unique among the person's rows. */
  key: string;
  select(s: Subject): SQL;
}

/** Rows whose `column` holds the person's e-mail (any case); none for a child without one. */
const byEmail = (s: Subject, column: SQL) =>
  s.email ? sql`lower(${column}) = ${s.email}` : sql`false`;

export const KINDS: Kind[] = [
  {
    file: 'profil.json',
    key: 'id',
    select: (
      s,
    ) => sql`select id, email, first_name, last_name, avatar, birth_date::text as birth_date,
      sex, phone, county, city, created_at, activated_at, gdpr_agreed_at, is_staff, blocked_at,
      last_login_at, inactivity_warned_at, password_hash = '' as managed_by_parent
      from users where id = ${s.id}`,
  },
  {
    file: 'sesiuni.json',
    key: 'id',
    select: (s) => sql`select id, created_at, expires_at from sessions where user_id = ${s.id}`,
  },
  {
    file: 'coduri-unice.json',
    key: 'id',
    select: (s) => sql`select id, purpose, created_at, expires_at, used_at
      from one_time_codes where user_id = ${s.id}`,
  },
  {
    file: 'apartenente-coruri.json',
    key: 'choir_id',
    select: (s) => sql`select m.choir_id, c.name as choir_name, m.is_confirmed, m.is_conductor,
      m.created_at from memberships m join choirs c on c.id = m.choir_id where m.user_id = ${s.id}`,
  },
  {
    // What was done about the person, or by them; never who else did it or to whom.
    file: 'istoric-coruri.json',
    key: 'id',
    select: (s) => sql`select h.id, h.choir_id, c.name as choir_name, h.action, h.details,
      h.subject_id = ${s.id} as about_you, h.actor_id = ${s.id} as by_you, h.created_at
      from choir_history h join choirs c on c.id = h.choir_id
      where h.subject_id = ${s.id} or h.actor_id = ${s.id}`,
  },
  {
    file: 'coruri-contact.json',
    key: 'id',
    select: (s) => sql`select id, name, contact, phone, email, address, city, county
      from choirs where ${byEmail(s, sql`email`)}`,
  },
  {
    file: 'evenimente-create.json',
    key: 'id',
    select: (s) => sql`select id, choir_id, title, type, location, description, starts_at, ends_at,
      created_at, updated_at from events where created_by = ${s.id}`,
  },
  {
    file: 'raspunsuri-calendar.json',
    key: 'event_id',
    // Each answer's event looked up by its key (`offset 0` keeps it a lookup): a join would have
    // the planner walk every event up to the batch, at each batch, for a history of years.
    select: (s) => sql`select a.event_id, e.title as event_title, e.starts_at as event_starts_at,
      a.answer, a.note, a.updated_at
      from event_answers a cross join lateral (select title, starts_at from events
        where id = a.event_id offset 0) e
      where a.user_id = ${s.id}`,
  },
  {
    file: 'prezenta.json',
    key: 'event_id',
    // As the answers: each mark's event looked up by its key (`offset 0`), never a join.
    select: (s) => sql`select a.event_id, e.title as event_title, e.starts_at as event_starts_at,
      a.status, a.marked_at
      from attendance a cross join lateral (select title, starts_at from events
        where id = a.event_id offset 0) e
      where a.user_id = ${s.id}`,
  },
  {
    file: 'absente.json',
    key: 'id',
    select: (s) => sql`select id, starts_on::text as starts_on, ends_on::text as ends_on, reason,
      created_at from absences where user_id = ${s.id}`,
  },
  {
    file: 'partituri-invatate.json',
    key: 'score_id',
    select: (s) => sql`select p.score_id, sc.name as score_name, p.state, p.updated_at
      from score_progress p join scores sc on sc.id = p.score_id where p.user_id = ${s.id}`,
  },
  {
    file: 'calendar-personal.json',
    key: 'user_id',
    select: (s) => sql`select user_id, created_at from calendar_feeds where user_id = ${s.id}`,
  },
  {
    file: 'notificari.json',
    key: 'kind',
    select: (s) => sql`select kind, channel from notification_preferences where user_id = ${s.id}`,
  },
  {
    file: 'notificari-dispozitive.json',
    key: 'id',
    // The push service's host only: the endpoint and keys are the browser's secrets.
    select: (s) => sql`select id, substring(endpoint from '^https?://([^/]+)') as push_service,
      created_at, last_used_at from push_subscriptions where user_id = ${s.id}`,
  },
  {
    file: 'mesaje-madrigalisti.json',
    key: 'id',
    select: (s) => sql`select id, message, created_at from madrigalist_messages
      where user_id = ${s.id}`,
  },
  {
    file: 'raspunsuri-madrigalisti.json',
    key: 'id',
    select: (s) => sql`select r.id, r.message_id, r.message, r.created_at, r.read_at
      from madrigalist_replies r join madrigalist_messages m on m.id = r.message_id
      where m.user_id = ${s.id}`,
  },
  {
    file: 'acorduri.json',
    key: 'id',
    select: (s) => sql`select id, form_version, created_at, name, phone, email, child_name,
      choir_name, date::text as date, agreed, withheld, signature_kind, signature_name, signed_at,
      withdrawn_at, 'acorduri/acord-' || id || '.pdf' as pdf, pdf_sha256,
      child_user_id = ${s.id} as names_you
      from consents where child_user_id = ${s.id} or ${byEmail(s, sql`email`)}`,
  },
  {
    file: 'acorduri-modificari.json',
    key: 'id',
    select: (s) => sql`select ch.id, ch.consent_id, ch.purpose, ch.given, ch.changed_by, ch.at
      from consent_changes ch join consents c on c.id = ch.consent_id
      where c.child_user_id = ${s.id} or ${byEmail(s, sql`c.email`)}`,
  },
  {
    file: 'cereri-acord.json',
    key: 'child_user_id',
    select: (s) => sql`select child_user_id, parent_email, created_at, sent_at
      from consent_requests where child_user_id = ${s.id} or ${byEmail(s, sql`parent_email`)}`,
  },
  {
    // The other side is named (the person sees it in 'Copiii mei'), nothing more of them.
    file: 'familie.json',
    key: 'id',
    select: (s) => sql`select l.id, case when l.parent_id = ${s.id} then 'parent' else 'child' end
      as your_role, o.first_name || ' ' || o.last_name as other_name, l.requested_by = ${s.id}
      as asked_by_you, l.created_at, l.confirmed_at, l.ended_at, l.ended_by = ${s.id} as ended_by_you
      from family_links l
      join users o on o.id = case when l.parent_id = ${s.id} then l.child_id else l.parent_id end
      where l.parent_id = ${s.id} or l.child_id = ${s.id}`,
  },
  {
    file: 'preluare-acord.json',
    key: 'child_user_id',
    select: (s) => sql`select child_user_id, taken_at, links_ended from consent_takeovers
      where child_user_id = ${s.id}`,
  },
  {
    // Who asked is said as whether it was the person or a parent, nothing more of the parent.
    file: 'stergere-cont.json',
    key: 'user_id',
    select: (s) => sql`select user_id, requested_at, requested_by = ${s.id} as asked_by_you
      from account_deletions where user_id = ${s.id}`,
  },
  {
    file: 'inscrieri-auditii.json',
    key: 'id',
    select: (s) => sql`select id, created_at, category, first_name, last_name, age, email, phone,
      school, reason, experience, agreed from audition_signups where ${byEmail(s, sql`email`)}`,
  },
  {
    file: 'raspunsuri-campanie.json',
    key: 'id',
    select: (s) => sql`select id, created_at, name, county, area, education, workplace, involved,
      q2, q3, q4, q5, q6, q7, email, agreed from campaign_answers where ${byEmail(s, sql`email`)}`,
  },
  {
    file: 'inscrieri-ateliere.json',
    key: 'id',
    select: (s) => sql`select s.id, s.created_at, s.name, s.email, s.phone, s.age, s.school,
      s.workplace, s.knowledge, s.experience, s.agreed,
      (select coalesce(json_agg(json_build_object('id', w.id, 'title', w.title, 'hour', w.hour,
        'date', ws.date::text) order by w.id), '[]') from workshops w
        join workshop_sessions ws on ws.id = w.session_id where w.id = any(s.workshops)) as workshops
      from workshop_sign_ups s where ${byEmail(s, sql`s.email`)}`,
  },
  {
    file: 'mesaje-contact.json',
    key: 'id',
    select: (s) => sql`select id, created_at, name, email, message, gdpr_agreed_at
      from contact_messages where ${byEmail(s, sql`email`)}`,
  },
  {
    file: 'raspunsuri-contact.json',
    key: 'id',
    select: (s) => sql`select r.id, r.contact_message_id, r.message, r.created_at
      from contact_replies r join contact_messages m on m.id = r.contact_message_id
      where ${byEmail(s, sql`m.email`)}`,
  },
  {
    file: 'mailuri.json',
    key: 'id',
    select: (s) => sql`select id, subject, created_at, sent_at from outbox
      where ${s.email ? sql`"to" = ${s.email}` : sql`false`}`,
  },
  {
    file: 'jurnal.json',
    key: 'id',
    select: (s) => sql`select id, action, created_at, detail from staff_actions
      where target_type = 'user' and target_id = ${s.id}`,
  },
];

/** The person's rows of `kind`, a batch at a time, in the order of its key. */
export async function* rowsOfKind(db: Db, kind: Kind, s: Subject): AsyncGenerator<Row> {
  const key = sql.identifier(kind.key);
  let after: unknown;
  for (;;) {
    const rows = await rowsOf<Row>(
      db,
      sql`select * from (${kind.select(s)}) as k
        where ${after === undefined ? sql`true` : sql`${key} > ${after}`}
        order by ${key} limit ${EXPORT_BATCH_SIZE}`,
    );
    yield* rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    after = rows[rows.length - 1]?.[kind.key];
  }
}
