/** The bodies of the back office's retention preview (issue #26). */
import * as v from 'valibot';
import { RETENTION_REASON } from '../limits.ts';
import { RETENTION_RULE_KEYS, retention } from '../messages-retention.ts';

/** POST /api/staff/retention/holds/: `{ rule, item, reason }`. */
export const retentionHoldBodySchema = v.object({
  rule: v.picklist(RETENTION_RULE_KEYS, retention.badRule),
  item: v.pipe(
    v.string(retention.badItem),
    v.trim(),
    v.nonEmpty(retention.badItem),
    v.maxLength(40, retention.badItem),
  ),
  reason: v.pipe(
    v.optional(v.string(retention.reasonShort), ''),
    v.trim(),
    v.minLength(RETENTION_REASON.min, retention.reasonShort),
    v.maxLength(RETENTION_REASON.max, retention.reasonLong),
  ),
});

/** `?rule=` of the items list: the first rule when left out. */
export const retentionRuleQuerySchema = v.object({
  rule: v.optional(v.picklist(RETENTION_RULE_KEYS, retention.badRule), RETENTION_RULE_KEYS[0]),
});
