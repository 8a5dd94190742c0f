/**
 * One run of the retention rules (issue #26), in one transaction: the run's journal row first,
 * then each rule in turn (rules.ts): its held and skipped items noted, its other due rows deleted
 * (or, for the inactivity warning, mailed through the outbox and marked), the counts written to
 * the journal row. The transaction takes an advisory lock first, so two runs never interleave;
 * the daily run also claims its Bucharest day (a unique column), so with several server processes
 * on one database the day runs once, in the first process that gets there. The journal keeps
 * rule names, counts, item keys and the holds' reasons: never the deleted data itself.
 * An account's deletion erases what erase.ts lists. After the commit the deleted accounts' photos
 * are removed and their cached sessions forgotten.
 */
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { retentionMail } from '../../lib/messages-retention.ts';
import { forgetSessions } from '../auth.ts';
import type { Tx } from '../db/client.ts';
import { type RetentionRunRule, retentionRuns } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { rowsOf } from '../ops/catalog.ts';
import { queueMail } from '../services/outbox.ts';
import { eraseAccounts, type GoneAccount } from './erase.ts';
import { dueRows, goes, type RetentionRule, RULES } from './rules.ts';

/** Any number shared by every process: the key of the runs' advisory lock. */
const RUN_LOCK = 2_026_026;

export type RunDeps = Pick<AppDeps, 'db' | 'listen' | 'announce' | 'storage' | 'siteUrl'>;

interface Removed {
  userIds: number[];
  avatars: string[];
}

interface DueRow extends Record<string, unknown> {
  item: string;
  skip: string | null;
  hold_id: number | null;
  hold_reason: string | null;
  held_by: number | null;
}

async function applyRule(tx: Tx, rule: RetentionRule, siteUrl: string, removed: Removed) {
  const rows = await rowsOf<DueRow>(
    tx,
    sql`select item, skip, hold_id, hold_reason, held_by from ${dueRows(rule)} d
      where hold_id is not null or skip is not null order by item`,
  );
  const result: RetentionRunRule = {
    count: 0,
    held: rows
      .filter((row) => row.hold_id !== null)
      .map((row) => ({ item: row.item, reason: row.hold_reason ?? '', heldBy: row.held_by })),
    skipped: rows
      .filter((row) => row.hold_id === null)
      .map((row) => ({ item: row.item, why: 'last_conductor' })),
  };
  if (rule.kind === 'warn') {
    const warned = await rowsOf<{
      email: string;
      first_name: string;
      blocked_at: unknown;
    }>(
      tx,
      sql`update users set inactivity_warned_at = now() where ${goes(rule)}
      returning email, first_name, blocked_at`,
    );
    // A blocked account is warned silently: it receives no mail (blocked.ts).
    const mails = warned
      .filter((user) => user.blocked_at === null)
      .map((user) => ({
        to: user.email,
        subject: retentionMail.subject,
        text: retentionMail.body(user.first_name, `${siteUrl}/cont/login`),
      }));
    await queueMail(tx, mails, 'bulk');
    result.count = warned.length;
    return result;
  }
  if (rule.accounts) {
    const gone = await rowsOf<GoneAccount>(
      tx,
      sql`delete from users where ${goes(rule)}
        returning id, email, first_name, last_name, avatar`,
    );
    // What the foreign keys do not reach (erase.ts), and the managed children left without a parent.
    for (const user of [...gone, ...(await eraseAccounts(tx, gone))]) {
      removed.userIds.push(user.id);
      if (user.avatar) removed.avatars.push(user.avatar);
    }
    result.count = gone.length;
    return result;
  }
  const gone = await rowsOf<unknown>(
    tx,
    sql`delete from ${rule.table} where ${goes(rule)} returning 1`,
  );
  result.count = gone.length;
  return result;
}

export interface RunOptions {
  /** The Bucharest day of the daily run (claimed once); none for a run started by staff. */
  day?: string;
  startedBy?: number;
}

/** Runs every rule; null when the day was already run (by this or another process). */
export async function runRetention(deps: RunDeps, options: RunOptions = {}) {
  const removed: Removed = { userIds: [], avatars: [] };
  const run = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK})`);
    const [row] = await tx
      .insert(retentionRuns)
      .values({
        day: options.day ?? null,
        startedBy: options.startedBy ?? null,
        runner: `${hostname()}:${process.pid}`,
      })
      .onConflictDoNothing()
      .returning({ id: retentionRuns.id });
    if (!row) return null;
    const rules: Record<string, RetentionRunRule> = {};
    for (const rule of RULES) rules[rule.key] = await applyRule(tx, rule, deps.siteUrl, removed);
    const [done] = await tx
      .update(retentionRuns)
      .set({ rules, finishedAt: sql`now()` })
      .where(eq(retentionRuns.id, row.id))
      .returning();
    return done ?? null;
  });
  for (const avatar of removed.avatars) await deps.storage.remove(avatar);
  for (const id of removed.userIds) await forgetSessions(deps, id);
  return run;
}
