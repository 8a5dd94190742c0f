/**
 * What a parent changes through the withdrawal link's page (issue #25): the whole consent
 * withdrawn, or one optional purpose withdrawn or given again. Each change locks the consent's
 * row, is recorded in consent_changes with its time, and mails the conductors of the child's
 * choirs in the same transaction; the signed PDF is never touched.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ConsentStatus } from '../../lib/api/consent.ts';
import { isOptionalPurpose, OPTIONAL_PURPOSES } from '../../lib/consent-purposes.ts';
import { conductorMail, purposeFlag } from '../../lib/messages-child-consent.ts';
import type { Db, Tx } from '../db/client.ts';
import { choirs, consentChanges, consents, memberships, users } from '../db/schema.ts';
import { queueMail } from '../services/outbox.ts';
import { sha256 } from '../services/tokens.ts';

type ConsentRow = typeof consents.$inferSelect;

/** The consent of a link's token, locked for the change; undefined for none. */
export async function lockByToken(tx: Tx, token: string): Promise<ConsentRow | undefined> {
  const [row] = await tx
    .select()
    .from(consents)
    .where(eq(consents.withdrawTokenHash, sha256(token)))
    .for('update');
  return row;
}

/** Mails the confirmed conductors of every choir the child is in (none for an unlinked consent). */
async function mailConductors(
  tx: Tx,
  childUserId: number | null,
  mail: (child: string, choir: string) => { subject: string; text: string },
) {
  if (childUserId === null) return;
  const [child] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, childUserId));
  if (!child) return;
  const own = sql`(select ${memberships.choirId} from ${memberships} where ${memberships.userId} = ${childUserId})`;
  const rows = await tx
    .select({ email: users.email, choir: choirs.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(choirs, eq(choirs.id, memberships.choirId))
    .where(
      and(
        sql`${memberships.choirId} in ${own}`,
        eq(memberships.isConfirmed, true),
        eq(memberships.isConductor, true),
        sql`${users.blockedAt} is null`,
      ),
    );
  const name = `${child.first} ${child.last}`.trim();
  await queueMail(
    tx,
    rows.map((row) => ({ to: row.email, ...mail(name, row.choir) })),
  );
}

/** Withdraws the whole consent (once): records it and tells the conductors. */
export async function withdrawConsent(tx: Tx, consent: ConsentRow): Promise<Date> {
  if (consent.withdrawnAt) return consent.withdrawnAt;
  const [row] = await tx
    .update(consents)
    .set({ withdrawnAt: sql`now()` })
    .where(eq(consents.id, consent.id))
    .returning({ at: consents.withdrawnAt });
  await tx
    .insert(consentChanges)
    .values({ consentId: consent.id, purpose: 'all', given: 'withdrawn', changedBy: 'parent' });
  await mailConductors(tx, consent.childUserId, (child, choir) => ({
    subject: conductorMail.subject,
    text: conductorMail.body(child, choir),
  }));
  return row?.at ?? new Date();
}

/** Withdraws (given: false) or gives again an optional purpose; no change, no record. */
export async function setPurpose(tx: Tx, consent: ConsentRow, purpose: string, given: boolean) {
  if (!isOptionalPurpose(purpose)) return consent;
  const has = consent.withheld.includes(purpose);
  if (has !== given) return consent; // Already as asked.
  const withheld = OPTIONAL_PURPOSES.filter((p) =>
    p === purpose ? !given : consent.withheld.includes(p),
  );
  await tx.update(consents).set({ withheld }).where(eq(consents.id, consent.id));
  await tx.insert(consentChanges).values({
    consentId: consent.id,
    purpose,
    given: given ? 'given' : 'withdrawn',
    changedBy: 'parent',
  });
  const flags = withheld.map((p) => purposeFlag[p]).join(', ');
  await mailConductors(tx, consent.childUserId, (child, choir) => ({
    subject: conductorMail.purposeSubject,
    text: conductorMail.purposeBody(child, choir, flags),
  }));
  return { ...consent, withheld };
}

/** What the link's page shows: the consent as signed, and every change since, oldest first. */
export async function statusOf(db: Db | Tx, consent: ConsentRow): Promise<ConsentStatus> {
  const changes = await db
    .select()
    .from(consentChanges)
    .where(eq(consentChanges.consentId, consent.id))
    .orderBy(asc(consentChanges.at), asc(consentChanges.id));
  return {
    child_name: consent.childName,
    signed_at: consent.signedAt.toISOString(),
    withdrawn_at: consent.withdrawnAt ? consent.withdrawnAt.toISOString() : null,
    withheld: consent.withheld.filter(isOptionalPurpose),
    changes: changes.map((c) => ({
      purpose: c.purpose,
      given: c.given === 'given',
      at: c.at.toISOString(),
    })),
  };
}
