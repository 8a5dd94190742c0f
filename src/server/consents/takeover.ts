/**
 * A linked child who turns CHILD_CONSENT_AGE takes over their own consent and account (issue
 * #25). From the 16th birthday (Bucharest) no parent's consent is needed (state.ts: 'adult'); at
 * the child's first login from then on, while a parent is still linked, the members area asks
 * them to confirm it and to choose whether the parents' links end. The confirmation is recorded
 * once (consent_takeovers); the links end only when the child says so, and each linked parent is
 * mailed in the same transaction. A managed child (no login) is never asked: their parent keeps
 * managing them until they are given a login.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Takeover } from '../../lib/api/consent.ts';
import { takeoverMail, takeoverModal } from '../../lib/messages-family-rules.ts';
import type { User } from '../auth.ts';
import { isBlocked } from '../blocked.ts';
import type { Db, Tx } from '../db/client.ts';
import { consentTakeovers, familyLinks, users } from '../db/schema.ts';
import { activeLink, lockChild } from '../families/links.ts';
import { badRequest } from '../http.ts';
import { queueMail } from '../services/outbox.ts';
import { childCutoffSql } from './state.ts';

/** `users` columns named with their table: a single-table query would leave them bare. */
const userId = sql`${users}.${sql.identifier(users.id.name)}`;
const birthDate = sql`${users}.${sql.identifier(users.birthDate.name)}`;

/**
 * SQL true when the user (the `users` row of the query) is asked to take over: 16 or older, a
 * parent linked, not taken over yet. Read with the account's details, in the same query.
 */
export const takeoverDueSql = sql<boolean>`(${birthDate} <= ${childCutoffSql()}
  and exists (select 1 from ${familyLinks} where ${familyLinks.childId} = ${userId}
    and ${familyLinks.confirmedAt} is not null and ${familyLinks.endedAt} is null)
  and not exists (select 1 from ${consentTakeovers} where ${consentTakeovers.childUserId} = ${userId}))`;

/** The names and addresses of the parents linked to the child now. */
const linkedParents = (db: Db | Tx, childId: number) =>
  db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      blockedAt: users.blockedAt,
    })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.parentId))
    .where(and(eq(familyLinks.childId, childId), activeLink))
    .orderBy(familyLinks.id);

async function isDue(db: Db | Tx, childId: number): Promise<boolean> {
  const [row] = await db.select({ due: takeoverDueSql }).from(users).where(eq(users.id, childId));
  return row?.due === true;
}

/** GET /api/account/takeover/: whether the user is asked, and the parents linked now. */
export async function takeoverOf(db: Db, user: User): Promise<Takeover> {
  if (!(await isDue(db, user.id))) return { due: false, parents: [] };
  const parents = await linkedParents(db, user.id);
  return { due: true, parents: parents.map((p) => `${p.firstName} ${p.lastName}`.trim()) };
}

/**
 * The child takes over: recorded once, the parents' open links (active or asked) ended when
 * `endLinks`, every linked parent (not blocked) mailed. 400 when not due (under 16, no parent
 * linked, or taken over already); two presses at once: the second finds it done.
 */
export async function takeOver(tx: Tx, child: User, endLinks: boolean) {
  await lockChild(tx, child.id);
  if (!(await isDue(tx, child.id))) throw badRequest({ non_field_errors: [takeoverModal.notDue] });
  const parents = await linkedParents(tx, child.id);
  await tx.insert(consentTakeovers).values({ childUserId: child.id, linksEnded: endLinks });
  if (endLinks)
    await tx
      .update(familyLinks)
      .set({ endedAt: sql`now()`, endedBy: child.id, tokenHash: null })
      .where(and(eq(familyLinks.childId, child.id), isNull(familyLinks.endedAt)));
  const name = `${child.firstName} ${child.lastName}`.trim();
  await queueMail(
    tx,
    parents
      .filter((parent) => !isBlocked(parent))
      .map((parent) => ({
        to: parent.email,
        subject: takeoverMail.subject(name),
        text: takeoverMail.body(parent.firstName, name, endLinks),
      })),
  );
}
