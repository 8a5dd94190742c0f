/**
 * A choir's confirmation, given or withdrawn by staff (issue #12), with a note (optional) or a
 * reason (required) kept in its history and mailed to each of its conductors. The change, its
 * history entry, its mails (outbox) and its staff_actions row are written in one transaction,
 * so all are kept or none. The public choir lists see a confirmation at once: a trigger on
 * choirs.is_confirmed bumps choir_list_version (migration 0009).
 */
import { and, asc, eq } from 'drizzle-orm';
import { staffChoirs as sc, staffChoirMail } from '../../lib/messages-staff-choirs.ts';
import { notBlocked } from '../blocked.ts';
import { recordHistory } from '../choirs/history.ts';
import type { Db, Tx } from '../db/client.ts';
import { fullName } from '../db/like.ts';
import { choirs, memberships, users } from '../db/schema.ts';
import { conflict, notFound } from '../http.ts';
import { queueMail } from '../services/outbox.ts';
import { recordStaffAction } from './audit.ts';

/** The choir for a change, locked until the transaction ends; 404 when it does not exist. */
export async function lockChoir(tx: Tx, id: number) {
  const [choir] = await tx.select().from(choirs).where(eq(choirs.id, id)).for('update');
  if (!choir) throw notFound();
  return choir;
}

/** The confirmed conductors of the choir, to be mailed: a blocked one gets no mail (blocked.ts). */
function conductorsOf(tx: Tx, choirId: number) {
  return tx
    .select({ email: users.email, name: fullName() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.choirId, choirId),
        eq(memberships.isConfirmed, true),
        eq(memberships.isConductor, true),
        notBlocked,
      ),
    )
    .orderBy(asc(users.id));
}

/** Confirms (to: true) or withdraws (to: false) the choir's confirmation; see the file's comment. */
export async function setConfirmed(
  db: Db,
  siteUrl: string,
  change: { actorId: number; id: number; to: boolean; reason: string },
) {
  const { actorId, id, to, reason } = change;
  await db.transaction(async (tx) => {
    const choir = await lockChoir(tx, id);
    if (choir.isConfirmed === to) throw conflict(to ? sc.alreadyConfirmed : sc.notConfirmed);
    await tx.update(choirs).set({ isConfirmed: to }).where(eq(choirs.id, id));
    await recordHistory(tx, {
      choirId: id,
      actorId,
      action: to ? 'confirmed' : 'withdrawn',
      reason: reason || undefined,
    });
    await recordStaffAction(tx, actorId, {
      action: to ? 'choir.confirm' : 'choir.withdraw',
      targetType: 'choir',
      targetId: id,
      targetLabel: choir.name,
      detail: reason ? { reason } : undefined,
    });
    const conductors = await conductorsOf(tx, id);
    await queueMail(
      tx,
      conductors.map((conductor) => {
        const message = {
          conductor: conductor.name,
          choir: choir.name,
          link: `${siteUrl}/cont/${to ? 'corul-meu' : 'dashboard'}`,
        };
        return to
          ? {
              to: conductor.email,
              subject: staffChoirMail.confirmedSubject,
              text: staffChoirMail.confirmedBody({ ...message, note: reason }),
            }
          : {
              to: conductor.email,
              subject: staffChoirMail.withdrawnSubject,
              text: staffChoirMail.withdrawnBody({ ...message, reason }),
            };
      }),
    );
  });
}
