/**
 * Every column of the database that names or points to a person (a user id, an e-mail, a name, a
 * phone, a file of theirs), by table, and how a person's download ('Datele mele', issue #26)
 * covers it. tests/api/own-data-schema.test.ts reads the migrated database's schema and fails
 * while such a column (found by its name and by the foreign keys to `users`) is missing here, and
 * tests/api/own-data.test.ts checks that the download holds every row a `rows` column finds.
 *
 * - `rows`: the person's rows are found by this column, equal to their user id or their e-mail
 *   (`match`), with `where` when only some rows count; the file holds each of them under `key`.
 * - `field`: a value of those rows, written in that file.
 * - `omitted`: not in the download, and why (a secret, a value derived from others, another
 *   person's, or not a person at all: a choir's name, a composer).
 */
import type { OwnDataFile as ExportFile } from '../../lib/messages-own-data.ts';

export type Coverage =
  | { rows: ExportFile; match: 'id' | 'email'; key: string; where?: string }
  | { field: ExportFile }
  | { omitted: string };

const SECRET = 'a secret (hashed token or password): never handed out, not even to its owner';
const DERIVED = 'derived from the name and e-mail (search and sort keys): the same data';
const NOT_A_PERSON = 'not a person: a title of the library or a place';
const STAFF_WORK =
  "a staff member's work (who answered, held, ran): the programme's record, in the back office's journal";

export const PERSONAL_COLUMNS: Record<string, Record<string, Coverage>> = {
  users: {
    id: { rows: 'profil.json', match: 'id', key: 'id' },
    email: { field: 'profil.json' },
    password_hash: { omitted: SECRET },
    first_name: { field: 'profil.json' },
    last_name: { field: 'profil.json' },
    avatar: { field: 'profil.json' },
    birth_date: { field: 'profil.json' },
    phone: { field: 'profil.json' },
    name_search: { omitted: DERIVED },
    sort_name: { omitted: DERIVED },
    search: { omitted: DERIVED },
  },
  sessions: { user_id: { rows: 'sesiuni.json', match: 'id', key: 'id' } },
  one_time_codes: { user_id: { rows: 'coduri-unice.json', match: 'id', key: 'id' } },
  memberships: { user_id: { rows: 'apartenente-coruri.json', match: 'id', key: 'choir_id' } },
  choir_history: {
    subject_id: { rows: 'istoric-coruri.json', match: 'id', key: 'id' },
    actor_id: { rows: 'istoric-coruri.json', match: 'id', key: 'id' },
  },
  choirs: {
    email: { rows: 'coruri-contact.json', match: 'email', key: 'id' },
    contact: { field: 'coruri-contact.json' },
    phone: { field: 'coruri-contact.json' },
    name: { field: 'coruri-contact.json' },
    name_search: { omitted: DERIVED },
  },
  events: {
    created_by: { rows: 'evenimente-create.json', match: 'id', key: 'id' },
    answer_by: { omitted: 'not a person: the day answers are asked by (issue #28)' },
  },
  event_answers: { user_id: { rows: 'raspunsuri-calendar.json', match: 'id', key: 'event_id' } },
  calendar_feeds: {
    user_id: { rows: 'calendar-personal.json', match: 'id', key: 'user_id' },
  },
  attendance: {
    user_id: { rows: 'prezenta.json', match: 'id', key: 'event_id' },
    marked_by: {
      omitted: "the conductor who marked a member: their work on another member's record",
    },
  },
  absences: { user_id: { rows: 'absente.json', match: 'id', key: 'id' } },
  event_reminders: {
    user_id: {
      omitted:
        'only that a reminder or a summary of an event was mailed, kept so it is sent once; the mails themselves are not kept',
    },
  },
  score_progress: { user_id: { rows: 'partituri-invatate.json', match: 'id', key: 'score_id' } },
  notification_preferences: {
    user_id: { rows: 'notificari.json', match: 'id', key: 'kind' },
  },
  push_subscriptions: {
    user_id: { rows: 'notificari-dispozitive.json', match: 'id', key: 'id' },
  },
  madrigalist_messages: {
    user_id: { rows: 'mesaje-madrigalisti.json', match: 'id', key: 'id' },
  },
  madrigalist_replies: { author_id: { omitted: STAFF_WORK } },
  consents: {
    child_user_id: { rows: 'acorduri.json', match: 'id', key: 'id' },
    email: { rows: 'acorduri.json', match: 'email', key: 'id' },
    name: { field: 'acorduri.json' },
    phone: { field: 'acorduri.json' },
    child_name: { field: 'acorduri.json' },
    choir_name: { field: 'acorduri.json' },
    signature_kind: { field: 'acorduri.json' },
    signature_name: { field: 'acorduri.json' },
    pdf: { field: 'acorduri.json' },
    pdf_sha256: { field: 'acorduri.json' },
  },
  consent_changes: { changed_by: { omitted: "a role ('parent' or 'staff'), not a person" } },
  consent_requests: {
    child_user_id: { rows: 'cereri-acord.json', match: 'id', key: 'child_user_id' },
    parent_email: { rows: 'cereri-acord.json', match: 'email', key: 'child_user_id' },
  },
  family_links: {
    parent_id: { rows: 'familie.json', match: 'id', key: 'id' },
    child_id: { rows: 'familie.json', match: 'id', key: 'id' },
    // Written as whether the person asked or ended the link, and the other side's name.
    requested_by: { field: 'familie.json' },
    ended_by: { field: 'familie.json' },
  },
  consent_takeovers: {
    child_user_id: { rows: 'preluare-acord.json', match: 'id', key: 'child_user_id' },
  },
  account_deletions: {
    user_id: { rows: 'stergere-cont.json', match: 'id', key: 'user_id' },
    requested_by: { field: 'stergere-cont.json' },
  },
  audition_signups: {
    email: { rows: 'inscrieri-auditii.json', match: 'email', key: 'id' },
    first_name: { field: 'inscrieri-auditii.json' },
    last_name: { field: 'inscrieri-auditii.json' },
    phone: { field: 'inscrieri-auditii.json' },
  },
  campaign_answers: {
    email: { rows: 'raspunsuri-campanie.json', match: 'email', key: 'id' },
    name: { field: 'raspunsuri-campanie.json' },
  },
  workshop_sign_ups: {
    email: { rows: 'inscrieri-ateliere.json', match: 'email', key: 'id' },
    name: { field: 'inscrieri-ateliere.json' },
    phone: { field: 'inscrieri-ateliere.json' },
  },
  contact_messages: {
    email: { rows: 'mesaje-contact.json', match: 'email', key: 'id' },
    name: { field: 'mesaje-contact.json' },
  },
  contact_replies: { author_id: { omitted: STAFF_WORK } },
  outbox: { to: { rows: 'mailuri.json', match: 'email', key: 'id' } },
  staff_actions: {
    target_id: { rows: 'jurnal.json', match: 'id', key: 'id', where: "target_type = 'user'" },
    target_label: { omitted: "the target's label when acted upon (its e-mail): in profil.json" },
    actor_id: { omitted: STAFF_WORK },
  },
  retention_holds: { held_by: { omitted: STAFF_WORK } },
  retention_runs: { started_by: { omitted: STAFF_WORK } },
  counties: { name: { omitted: NOT_A_PERSON } },
  library_terms: { name: { omitted: NOT_A_PERSON } },
  scores: {
    name: { omitted: NOT_A_PERSON },
    author: { omitted: 'the composer or arranger of a score, not an account' },
    pdf: { omitted: NOT_A_PERSON },
    name_sort: { omitted: NOT_A_PERSON },
  },
  used_captchas: {
    signature: { omitted: "the bot check's signature of a challenge, not a person's" },
  },
  audiobooks: { name: { omitted: NOT_A_PERSON }, name_sort: { omitted: NOT_A_PERSON } },
  media_tracks: { file: { omitted: NOT_A_PERSON } },
  resources: { name: { omitted: NOT_A_PERSON }, file: { omitted: NOT_A_PERSON } },
};
