/**
 * GET /api/families/: the user's children (active links, with their choirs and their parental
 * consent's state, from consents/state.ts as everywhere), their parents and the
 * requests still waiting on either side. A child sees their parents' names only, never the
 * parents' other children.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { FamilyAnswer } from '../../lib/api/families.ts';
import { memberConsent } from '../choirs/members.ts';
import { consentStateSql, withheldSql } from '../consents/state.ts';
import type { Db } from '../db/client.ts';
import { choirs, familyLinks, memberships, users } from '../db/schema.ts';
import { activeLink, MANAGED_PASSWORD_HASH, pendingLink } from './links.ts';

const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

export async function listFamily(db: Db, userId: number): Promise<FamilyAnswer> {
  const children = await db
    .select({
      linkId: familyLinks.id,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      birthDate: users.birthDate,
      email: users.email,
      passwordHash: users.passwordHash,
      consentState: consentStateSql(),
      withheld: withheldSql(),
    })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.childId))
    .where(and(eq(familyLinks.parentId, userId), activeLink))
    .orderBy(users.firstName, users.id);
  const ids = children.map((child) => child.id);
  const choirRows = ids.length
    ? await db
        .select({
          userId: memberships.userId,
          id: choirs.id,
          name: choirs.name,
          isConfirmed: memberships.isConfirmed,
        })
        .from(memberships)
        .innerJoin(choirs, eq(choirs.id, memberships.choirId))
        .where(inArray(memberships.userId, ids))
        .orderBy(choirs.name)
    : [];
  const parents = await db
    .select({ linkId: familyLinks.id, firstName: users.firstName, lastName: users.lastName })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.parentId))
    .where(and(eq(familyLinks.childId, userId), activeLink))
    .orderBy(familyLinks.id);
  const requests = await db
    .select({
      link: familyLinks,
      parent: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.parentId))
    .where(and(or(eq(familyLinks.parentId, userId), eq(familyLinks.childId, userId)), pendingLink))
    .orderBy(familyLinks.id);
  const childNames = requests.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          inArray(
            users.id,
            requests.map((r) => r.link.childId),
          ),
        )
    : [];
  return {
    children: children.map((child) => ({
      id: child.id,
      link_id: child.linkId,
      first_name: child.firstName,
      last_name: child.lastName,
      birth_date: child.birthDate,
      has_login: child.email !== null && child.passwordHash !== MANAGED_PASSWORD_HASH,
      choirs: choirRows
        .filter((row) => row.userId === child.id)
        .map((row) => ({ id: row.id, name: row.name, is_confirmed: row.isConfirmed })),
      consent: memberConsent(child),
    })),
    parents: parents.map((p) => ({ link_id: p.linkId, name: fullName(p) })),
    requests: requests.map(({ link, parent }) => {
      const iAmParent = link.parentId === userId;
      const child = childNames.find((c) => c.id === link.childId);
      return {
        link_id: link.id,
        direction: link.requestedBy === userId ? 'sent' : 'received',
        name: iAmParent ? (child ? fullName(child) : '') : fullName(parent),
        as: link.requestedBy === link.parentId ? 'parent' : 'child',
      } as const;
    }),
  };
}
