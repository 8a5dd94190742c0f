/**
 * The back office's record of staff actions (table staff_actions). Every staff route that changes
 * something, and every export or signed PDF it hands out, calls recordStaffAction with the same
 * `db` (or transaction) as the change, so an action is recorded exactly when it happened.
 */
import type { StaffActionKey } from '../../lib/messages-staff-journal.ts';
import type { Db, Tx } from '../db/client.ts';
import { staffActions } from '../db/schema.ts';

export interface StaffActionEntry {
  /** A key of STAFF_ACTIONS (src/lib/messages-staff-journal.ts), e.g. 'choir.confirm': each has its label. */
  action: StaffActionKey;
  /** 'choir', 'user', 'score', … or 'list' for an export. */
  targetType: string;
  targetId?: number | null;
  /** A human label of the target as it was: a choir's name, an account's e-mail, a list's name. */
  targetLabel?: string;
  /** A reason, the filters of an export, the fields changed: never a child's data. */
  detail?: Record<string, unknown>;
}

export async function recordStaffAction(db: Db | Tx, actorId: number, entry: StaffActionEntry) {
  await db.insert(staffActions).values({
    actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? '',
    detail: entry.detail ?? null,
  });
}
