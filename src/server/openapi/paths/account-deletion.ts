/** Deleting one's account, or a child's (src/server/routes/account-deletion.ts, issue #26). */
import { deletionStateSchema } from '../../../lib/api/account-deletion.ts';
import { detailSchema } from '../../../lib/api/detail.ts';
import { RETENTION } from '../../../lib/limits.ts';
import { accountDeletionPaths } from '../../../lib/paths/account-deletion.ts';
import {
  deletionCancelSchema,
  deletionRequestSchema,
} from '../../../lib/schemas/account-deletion.ts';
import type { Operation } from '../operation.ts';

const acting =
  ' A parent acts for a managed or linked child with the `X-Acting-For` header, with their own password.';

export const accountDeletionOps = {
  state: {
    method: 'get',
    path: accountDeletionPaths.deletion,
    summary: "The account's deletion, if one is asked for",
    description: acting,
    auth: 'user',
    responses: { 200: deletionStateSchema },
  },
  request: {
    method: 'post',
    path: accountDeletionPaths.deletion,
    summary: `Asks for the account's deletion, run by the retention job ${RETENTION.deletionGraceDays} days later`,
    description: `Checks the password, refuses the last conductor of a choir (400), and mails a link that cancels it (outbox, same transaction). A second request while one waits answers 200 with the first one, mailing nothing; a new one answers 201.${acting}`,
    auth: 'user',
    body: deletionRequestSchema,
    responses: { 200: deletionStateSchema, 201: deletionStateSchema },
    errors: [429],
  },
  withdraw: {
    method: 'delete',
    path: accountDeletionPaths.deletion,
    summary: "Cancels the account's deletion (a login cancels it too)",
    description: `Answers 204 whether or not one was asked for.${acting}`,
    auth: 'user',
    responses: { 204: null },
  },
  cancel: {
    method: 'post',
    path: accountDeletionPaths.cancel,
    summary: "Cancels an account's deletion with the mailed link's token",
    description: '400 for a token that cancels nothing (used, or the account already deleted).',
    auth: 'public',
    body: deletionCancelSchema,
    responses: { 200: detailSchema },
  },
} satisfies Record<string, Operation>;
