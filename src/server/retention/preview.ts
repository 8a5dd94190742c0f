/**
 * What the next retention run will do (issue #26), read with the rules' own SQL (rules.ts): per
 * rule how many items are due, how many of them are held or skipped; and one rule's items, a page
 * at a time, each with its hold or the reason it is skipped. Nothing is changed here.
 */
import { sql } from 'drizzle-orm';
import type { RetentionItem, RetentionRuleSummary } from '../../lib/api/staff-retention.ts';
import { STAFF_PAGE_SIZE } from '../../lib/limits.ts';
import { RETENTION_RULES } from '../../lib/messages-retention.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../ops/catalog.ts';
import { dueRows, type RetentionRule, RULES } from './rules.ts';

/** The database or a transaction: the preview only reads. */
type Reader = Pick<Db, 'execute'>;

const iso = (value: unknown) => new Date(value as string).toISOString();

/** Every rule's counts; the rules' due rows are counted one rule after the other. */
export async function summary(db: Reader): Promise<RetentionRuleSummary[]> {
  const result: RetentionRuleSummary[] = [];
  for (const rule of RULES) {
    const rows = await rowsOf<{ due: number; held: number; skipped: number }>(
      db,
      sql`select count(*)::int as due, count(hold_id)::int as held,
        (count(*) filter (where hold_id is null and skip is not null))::int as skipped
        from ${dueRows(rule)} d`,
    );
    const row = rows[0] ?? { due: 0, held: 0, skipped: 0 };
    const text = RETENTION_RULES[rule.key];
    result.push({
      rule: rule.key,
      name: text.name,
      period: text.period,
      action: rule.kind === 'warn' ? 'warn' : 'delete',
      count: row.due - row.held - row.skipped,
      held: row.held,
      skipped: row.skipped,
    });
  }
  return result;
}

interface ItemRow extends Record<string, unknown> {
  item: string;
  label: string | null;
  since: unknown;
  skip: string | null;
  hold_id: number | null;
  hold_reason: string | null;
  held_at: unknown;
  held_by_email: string | null;
}

/** One page of a rule's due items, the held ones first, then by the date they count from. */
export async function items(db: Reader, rule: RetentionRule, page: number) {
  const counted = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${dueRows(rule)} d`,
  );
  const rows = await rowsOf<ItemRow>(
    db,
    sql`select d.*, u.email as held_by_email from ${dueRows(rule)} d
      left join users u on u.id = d.held_by
      order by (d.hold_id is null), d.since, d.item
      limit ${STAFF_PAGE_SIZE} offset ${(page - 1) * STAFF_PAGE_SIZE}`,
  );
  const results: RetentionItem[] = rows.map((row) => ({
    item: row.item,
    label: row.label ?? '',
    since: iso(row.since),
    skip: row.hold_id === null && row.skip !== null ? row.skip : null,
    hold:
      row.hold_id === null
        ? null
        : {
            id: row.hold_id,
            reason: row.hold_reason ?? '',
            held_by: row.held_by_email,
            created_at: iso(row.held_at),
          },
  }));
  return { count: counted[0]?.count ?? 0, results };
}

/** Whether `item` is among the rule's due items now. */
export async function isDue(db: Reader, rule: RetentionRule, item: string) {
  const rows = await rowsOf<unknown>(
    db,
    sql`select 1 from ${dueRows(rule)} d where d.item = ${item}`,
  );
  return rows.length > 0;
}
