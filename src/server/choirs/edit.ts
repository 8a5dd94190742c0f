/**
 * The whole choir form saved (document 2, §5): by a conductor (PATCH /api/choir/{id}/) or by the
 * programme's staff (PATCH /api/staff/choirs/{id}/). The caller has locked the choir's row in its
 * transaction; the form's `version` is compared under that lock, a stale one answers 409 and
 * writes nothing, else the changed fields are written with version + 1 and named in the history.
 * What staff change, from either page, is recorded in the back office's journal too (saveChoirForm).
 */
import { sql } from 'drizzle-orm';
import { choirProfile as cp } from '../../lib/messages.ts';
import type { ChoirEdit } from '../../lib/schemas/choir.ts';
import type { User } from '../auth.ts';
import type { Tx } from '../db/client.ts';
import { choirs } from '../db/schema.ts';
import { conflict } from '../http.ts';
import { recordStaffAction } from '../staff/audit.ts';
import { recordHistory } from './history.ts';

type Choir = typeof choirs.$inferSelect;

/** The form's fields by API name, and the column each one is stored in. */
const EDITABLE = {
  name: 'name',
  entity: 'entity',
  protocol_number: 'protocolNumber',
  city: 'city',
  address: 'address',
  county: 'county',
  choir_members: 'choirMembers',
  contact: 'contact',
  phone: 'phone',
  email: 'email',
  description: 'description',
  year: 'year',
  voices: 'voices',
  awards: 'awards',
  participation: 'participation',
} as const satisfies Partial<Record<keyof ChoirEdit, keyof Choir>>;
type Field = keyof typeof EDITABLE;

/** The API names of the fields whose value the form changes (lists compared entry by entry). */
function changedFields(choir: Choir, body: ChoirEdit): Field[] {
  return (Object.keys(EDITABLE) as Field[]).filter(
    (field) => JSON.stringify(choir[EDITABLE[field]]) !== JSON.stringify(body[field]),
  );
}

/**
 * Saves the form over `choir` (its row locked by the caller) as `user`: 409 when `body.version` is
 * stale; answers the names of the fields changed (none: nothing written, nothing recorded). A
 * staff account's change is recorded in the back office's journal too.
 */
export async function saveChoirForm(
  tx: Tx,
  choir: Choir,
  body: ChoirEdit,
  user: User,
): Promise<Field[]> {
  if (choir.version !== body.version) throw conflict(cp.conflict);
  const fields = changedFields(choir, body);
  if (fields.length === 0) return fields;
  const values = Object.fromEntries(fields.map((field) => [EDITABLE[field], body[field]]));
  // The version in the WHERE too: the lock already serialises, this keeps the rule in SQL.
  await tx
    .update(choirs)
    .set({ ...values, version: sql`${choirs.version} + 1` })
    .where(sql`${choirs.id} = ${choir.id} and ${choirs.version} = ${body.version}`);
  await recordHistory(tx, { choirId: choir.id, actorId: user.id, action: 'profile', fields });
  if (user.isStaff)
    await recordStaffAction(tx, user.id, {
      action: 'choir.edit',
      targetType: 'choir',
      targetId: choir.id,
      // The name it has now: an edit of the name is found by its new name.
      targetLabel: body.name,
      detail: { fields },
    });
  return fields;
}
