/**
 * A choir's members as the members table shows them (spec document 2, §6), and the changes a
 * conductor makes to a membership, each recorded in the choir's history (history.ts) in the
 * caller's transaction, which has locked the choir's row (routes/members.ts, members-bulk.ts).
 */
import { and, count, eq } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { MemberConsent } from '../../lib/api/consent.ts';
import type { ChoirMember, ChoirMemberPublic } from '../../lib/api/members.ts';
import { isOptionalPurpose } from '../../lib/consent-purposes.ts';
import { choirMail, choirs as cm } from '../../lib/messages.ts';
import { childConsent } from '../../lib/messages-child-consent.ts';
import type { ChoirHistoryAction } from '../../lib/messages-choir-profile.ts';
import type { User } from '../auth.ts';
import { isBlocked } from '../blocked.ts';
import { consentStateSql, takesPart, withheldSql } from '../consents/state.ts';
import type { Tx } from '../db/client.ts';
import { consents, memberships, users } from '../db/schema.ts';
import { mailMembers } from '../families/mail.ts';
import { ApiError, badRequest } from '../http.ts';
import { recordHistory } from './history.ts';

/** What the members table shows of one person (a membership joined with its user). */
export const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  sex: users.sex,
  city: users.city,
  county: users.county,
  birthDate: users.birthDate,
  avatar: users.avatar,
  /** Never shown: whether the approval may be mailed (blocked.ts). */
  blockedAt: users.blockedAt,
  isConductor: memberships.isConductor,
  isConfirmed: memberships.isConfirmed,
  voicePart: memberships.voicePart,
  createdAt: memberships.createdAt,
  /** The parental consent (issue #25): computed in state.ts, in the same query. */
  consentState: consentStateSql(),
  withheld: withheldSql(),
};
/** One row of memberColumns, typed by Drizzle from the columns themselves. */
export type MemberRow = SelectResultFields<typeof memberColumns>;

/** A member as a fellow singer sees them (spec §6: name, city and county; no children's data). */
export function toPublicMember(row: MemberRow): ChoirMemberPublic {
  return {
    id: row.userId,
    user_id: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    city: row.city,
    county: row.county,
    avatar: row.avatar,
    /** Spec §9: '1' conductor, '0' singer. */
    type: row.isConfirmed && row.isConductor ? '1' : '0',
    /** true approved, false waiting for approval. */
    status: row.isConfirmed,
  };
}

/** A member as the choir's conductors and staff see them. */
export function toMember(row: MemberRow): ChoirMember {
  return {
    ...toPublicMember(row),
    email: row.email ?? '',
    sex: row.sex,
    birth_date: row.birthDate,
    /** When the membership (the request) reached the choir, ISO 8601. */
    date_joined: new Date(row.createdAt).toISOString(),
    consent: memberConsent(row),
    voice_part: row.voicePart,
  };
}

/** A child member's consent as conductors and staff read it; null for a member 16 or older. */
export function memberConsent(row: Pick<MemberRow, 'consentState' | 'withheld'>): MemberConsent {
  if (row.consentState === 'adult') return null;
  return { state: row.consentState, withheld: row.withheld.filter(isOptionalPurpose) };
}

/**
 * Whether the member's consent lets them be approved, read under a lock of the child's consents:
 * a withdrawal running at the same time (changes.ts locks the consent's row) either commits
 * before this read, which then sees it, or waits until the approval commits.
 */
async function consentAllowsApproval(tx: Tx, target: MemberRow): Promise<boolean> {
  if (target.consentState === 'adult') return true;
  await tx
    .select({ id: consents.id })
    .from(consents)
    .where(eq(consents.childUserId, target.userId))
    .for('share');
  const [row] = await tx
    .select({ state: consentStateSql() })
    .from(users)
    .where(eq(users.id, target.userId));
  return row !== undefined && takesPart(row.state);
}

export const memberNotFound = () => new ApiError(404, { detail: cm.memberNotFound });

/** How many approved conductors the choir has (read under the choir's row lock). */
export async function conductorCount(tx: Tx, choirId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.choirId, choirId),
        eq(memberships.isConfirmed, true),
        eq(memberships.isConductor, true),
      ),
    );
  return row?.n ?? 0;
}

/** A change to one membership: in `tx`, which holds the choir's row lock, by `actor`. */
export interface MemberChange {
  tx: Tx;
  choir: { id: number; name: string };
  actor: User;
  target: MemberRow;
}

/** Sets the membership's flags, records the change in the choir's history, answers the member. */
export async function updateMember(
  { tx, choir, actor, target }: MemberChange,
  set: { isConfirmed?: boolean; isConductor?: boolean; voicePart?: number | null },
  action: ChoirHistoryAction,
): Promise<MemberRow> {
  await tx
    .update(memberships)
    .set(set)
    .where(and(eq(memberships.choirId, choir.id), eq(memberships.userId, target.userId)));
  await recordHistory(tx, {
    choirId: choir.id,
    actorId: actor.id,
    action,
    subjectId: target.userId,
  });
  return { ...target, ...set };
}

/**
 * Approves a pending member and, in the same transaction, mails them the news (unless blocked;
 * a managed child's parents instead, families/mail.ts); `siteUrl` for the mail's link.
 */
export async function approveMember(change: MemberChange, siteUrl: string): Promise<MemberRow> {
  if (change.target.isConfirmed) return change.target; // Approved before: nothing changes, no mail.
  if (!(await consentAllowsApproval(change.tx, change.target)))
    throw badRequest({ non_field_errors: [childConsent.approveBlocked] });
  const member = await updateMember(change, { isConfirmed: true }, 'approved');
  if (isBlocked(member)) return member;
  const name = `${member.firstName} ${member.lastName}`.trim();
  await mailMembers(change.tx, [
    {
      to: member.email,
      userId: member.userId,
      memberName: name,
      subject: choirMail.memberApprovedSubject(change.choir.name),
      text: choirMail.memberApprovedBody(name, change.choir.name, `${siteUrl}/cont/dashboard`),
    },
  ]);
  return member;
}
