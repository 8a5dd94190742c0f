/** The back office's retention preview (issue #26): the answers of /api/staff/retention/…. */
import * as v from 'valibot';
import { RETENTION_RULE_KEYS } from '../messages-retention.ts';
import { pageSchema } from './page.ts';

export const retentionRuleSummarySchema = v.strictObject({
  rule: v.picklist(RETENTION_RULE_KEYS),
  /** The rule's name and period, in Romanian, from src/lib/messages-retention.ts. */
  name: v.string(),
  period: v.string(),
  /** delete: the items are deleted; warn: the accounts are mailed a warning. */
  action: v.picklist(['delete', 'warn']),
  /** Items the next run deletes (or warns). */
  count: v.number(),
  /** Items due but held by staff. */
  held: v.number(),
  /** Items due but kept for another reason (the last conductor of a choir). */
  skipped: v.number(),
});
export type RetentionRuleSummary = v.InferOutput<typeof retentionRuleSummarySchema>;

export const retentionPreviewSchema = v.strictObject({
  /** ISO time of the next daily run (when RETENTION_JOB is on, as by default). */
  next_run: v.string(),
  rules: v.array(retentionRuleSummarySchema),
});
export type RetentionPreview = v.InferOutput<typeof retentionPreviewSchema>;

export const retentionHoldSchema = v.strictObject({
  id: v.number(),
  reason: v.string(),
  /** The staff member's e-mail; null once that account is deleted. */
  held_by: v.nullable(v.string()),
  created_at: v.string(),
});

export const retentionItemSchema = v.strictObject({
  /** The item's key in its rule: an id, or 'user-choir' for a request to join. */
  item: v.string(),
  /** An e-mail or a name, to recognise it. */
  label: v.string(),
  /** ISO time its period is counted from. */
  since: v.string(),
  /** Why the run skips it although due: the choirs it is the last conductor of; else null. */
  skip: v.nullable(v.string()),
  hold: v.nullable(retentionHoldSchema),
});
export type RetentionItem = v.InferOutput<typeof retentionItemSchema>;
export const retentionItemPageSchema = pageSchema(retentionItemSchema);

export const retentionRunRuleSchema = v.strictObject({
  count: v.number(),
  held: v.array(
    v.strictObject({ item: v.string(), reason: v.string(), heldBy: v.nullable(v.number()) }),
  ),
  skipped: v.array(v.strictObject({ item: v.string(), why: v.string() })),
});

export const retentionRunSchema = v.strictObject({
  id: v.number(),
  /** The Bucharest day of a daily run; null for a run started by staff. */
  day: v.nullable(v.string()),
  /** The staff member who started it (e-mail); null for the daily run or a deleted account. */
  started_by: v.nullable(v.string()),
  runner: v.string(),
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
  rules: v.record(v.string(), retentionRunRuleSchema),
});
export type RetentionRun = v.InferOutput<typeof retentionRunSchema>;
export const retentionRunPageSchema = pageSchema(retentionRunSchema);
