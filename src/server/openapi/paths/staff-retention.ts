/** The back office's retention preview (issue #26, routes/staff/retention.ts). */
import * as v from 'valibot';
import {
  retentionItemPageSchema,
  retentionPreviewSchema,
  retentionRunPageSchema,
  retentionRunSchema,
} from '../../../lib/api/staff-retention.ts';
import { RETENTION_RULE_KEYS } from '../../../lib/messages-retention.ts';
import { staffRetentionPaths as paths } from '../../../lib/paths/staff-retention.ts';
import { retentionHoldBodySchema } from '../../../lib/schemas/staff-retention.ts';
import type { Operation } from '../operation.ts';
import { staffList, staffOperation } from './staff.ts';

export const staffRetentionOps = {
  preview: staffOperation({
    method: 'get',
    path: paths.preview,
    summary: 'What the next retention run will do, per rule',
    description:
      'Per rule (src/server/retention/rules.ts): its name and period, how many items the next run deletes (or, for `inactive_warning`, mails a warning), how many are held by staff and how many are skipped (an account that is the last conductor of a choir). Read with the same SQL the run deletes with.',
    responses: { 200: retentionPreviewSchema },
  }),
  items: staffList({
    path: paths.items,
    summary: "One rule's due items, the held ones first",
    description:
      'Each with its key, a label to recognise it (an e-mail, a name), the time its period counts from, its hold or why it is skipped.',
    answer: retentionItemPageSchema,
    filters: {
      rule: v.optional(
        v.pipe(
          v.picklist(RETENTION_RULE_KEYS),
          v.description(`The rule (by default ${RETENTION_RULE_KEYS[0]}); another value: 400`),
        ),
      ),
    },
  }),
  hold: staffOperation({
    method: 'post',
    path: paths.holds,
    summary: 'Holds a due item back from deletion, with a reason',
    description:
      'The item must be among the rule’s due items now (else 400 on `item`); already held: 409. Journal `retention.hold` with the reason.',
    body: retentionHoldBodySchema,
    responses: { 201: v.object({ id: v.number() }) },
    errors: [409],
  }),
  release: staffOperation({
    method: 'delete',
    path: paths.hold,
    summary: 'Releases a hold: the next run deletes the item',
    description: 'Journal `retention.release`.',
    responses: { 204: null },
    errors: [404],
  }),
  run: staffOperation({
    method: 'post',
    path: paths.run,
    summary: 'Runs the retention rules now',
    description:
      'The same run as the daily one, in one transaction under the runs’ advisory lock, journaled in the runs (with who started it) and as `retention.run`.',
    responses: { 200: retentionRunSchema },
  }),
  runs: staffList({
    path: paths.runs,
    summary: 'The journal of past runs, newest first',
    description:
      'Per rule: how many items were deleted, which were held (key, reason, staff id) and which skipped (key, why). Never the deleted data itself.',
    answer: retentionRunPageSchema,
  }),
} satisfies Record<string, Operation>;
