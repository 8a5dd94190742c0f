/**
 * A choir's history (choir_history): every change of its profile or of its memberships, written
 * by the route that makes the change, in the same transaction, so a change and its record are
 * kept together or not at all. Only field names are stored, never values: the values are
 * children's data, and the history outlives them.
 */
import { aliasedTable, count, desc, eq, sql } from 'drizzle-orm';
import type { ChoirHistoryPage } from '../../lib/api/choirs.ts';
import { apiHref } from '../../lib/api-path.ts';
import { CHOIR_HISTORY_PAGE_SIZE } from '../../lib/limits.ts';
import { choirs as cm } from '../../lib/messages.ts';
import type { ChoirHistoryAction } from '../../lib/messages-choir-profile.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import type { Db, Tx } from '../db/client.ts';
import { choirHistory, users } from '../db/schema.ts';
import { ApiError, pageParam } from '../http.ts';

export interface HistoryRecord {
  choirId: number;
  /** Who made the change. */
  actorId: number;
  action: ChoirHistoryAction;
  /** The member the change concerned, for membership actions. */
  subjectId?: number;
  /** The fields a profile edit changed, by API name. */
  fields?: string[];
  /** Why the programme's team confirmed or withdrew the choir (staff's words, never a child's data). */
  reason?: string;
}

/** choir_history.details: the fields a profile edit changed, the team's reason. */
interface HistoryDetails {
  fields?: string[];
  reason?: string;
}

export async function recordHistory(tx: Tx | Db, record: HistoryRecord): Promise<void> {
  await tx.insert(choirHistory).values({
    choirId: record.choirId,
    actorId: record.actorId,
    action: record.action,
    subjectId: record.subjectId ?? null,
    details: detailsOf(record),
  });
}

function detailsOf(record: HistoryRecord): HistoryDetails | null {
  if (record.fields) return { fields: record.fields };
  if (record.reason) return { reason: record.reason };
  return null;
}

const actor = aliasedTable(users, 'actor');
const subject = aliasedTable(users, 'subject');
const fullName = (person: typeof users) =>
  sql<string | null>`nullif(trim(${person.firstName} || ' ' || ${person.lastName}), '')`;

/** A page number from the query string; like the choir list, anything else answers 404. */
export const readPageParam = (value: string | undefined) => pageParam(value, cm.invalidPage);

/** One page of the choir's history, newest first; a page past the end answers 404 (as DRF). */
export async function historyPage(
  db: Db,
  choirId: number,
  page: number,
): Promise<ChoirHistoryPage> {
  const [total] = await db
    .select({ n: count() })
    .from(choirHistory)
    .where(eq(choirHistory.choirId, choirId));
  const rows = await db
    .select({
      id: choirHistory.id,
      action: choirHistory.action,
      actorName: fullName(actor),
      subjectName: fullName(subject),
      details: choirHistory.details,
      createdAt: choirHistory.createdAt,
    })
    .from(choirHistory)
    .leftJoin(actor, eq(actor.id, choirHistory.actorId))
    .leftJoin(subject, eq(subject.id, choirHistory.subjectId))
    .where(eq(choirHistory.choirId, choirId))
    .orderBy(desc(choirHistory.createdAt), desc(choirHistory.id))
    .limit(CHOIR_HISTORY_PAGE_SIZE)
    .offset((page - 1) * CHOIR_HISTORY_PAGE_SIZE);
  if (page > 1 && rows.length === 0) throw new ApiError(404, { detail: cm.invalidPage });
  const n = total?.n ?? 0;
  const link = (to: number) => `${apiHref(choirPaths.history, { id: choirId })}?page=${to}`;
  return {
    count: n,
    next: page * CHOIR_HISTORY_PAGE_SIZE < n ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map((row) => ({
      id: row.id,
      action: row.action as ChoirHistoryAction,
      actor_name: row.actorName,
      subject_name: row.subjectName,
      fields: row.details?.fields ?? [],
      reason: (row.details as HistoryDetails | null)?.reason ?? null,
      created_at: new Date(row.createdAt).toISOString(),
    })),
  };
}
