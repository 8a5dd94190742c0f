/** Families (src/server/routes/families.ts, issue #25). */
import { detailSchema } from '../../../lib/api/detail.ts';
import {
  familyAnswerSchema,
  familyChildSchema,
  familyRequestViewSchema,
} from '../../../lib/api/families.ts';
import { FAMILY_MAX_PARENTS } from '../../../lib/limits.ts';
import { familyPaths } from '../../../lib/paths/families.ts';
import {
  addChildSchema,
  childLoginSchema,
  linkRequestSchema,
} from '../../../lib/schemas/family.ts';
import type { Operation } from '../operation.ts';

const acting =
  ' A parent acts for a child on the members routes by sending the child id in the `X-Acting-For` header; the families routes ignore it.';

export const familyOps = {
  list: {
    method: 'get',
    path: familyPaths.list,
    summary: "The user's children, parents and waiting link requests",
    description: `A child sees their parents' names, never their other children.${acting}`,
    auth: 'user',
    responses: { 200: familyAnswerSchema },
  },
  addChild: {
    method: 'post',
    path: familyPaths.children,
    summary: 'Adds a child without an e-mail, managed by the parent',
    auth: 'user',
    body: addChildSchema,
    responses: { 201: familyChildSchema },
  },
  childLogin: {
    method: 'post',
    path: familyPaths.childLogin,
    summary: 'Gives a managed child a login: sets the e-mail and mails a link to choose a password',
    description: '403 when the child is not the parent’s; 400 when the child already has a login.',
    auth: 'user',
    body: childLoginSchema,
    responses: { 200: detailSchema },
    errors: [403, 404],
  },
  request: {
    method: 'post',
    path: familyPaths.requests,
    summary: 'Asks to link an existing account (as its parent or as its child); mails it a link',
    auth: 'user',
    body: linkRequestSchema,
    responses: { 201: detailSchema },
    errors: [429],
  },
  viewRequest: {
    method: 'get',
    path: familyPaths.request,
    summary: 'Who asks, for the mailed link’s page',
    description: '404 for a used, expired or withdrawn link; 403 to anyone but the asked account.',
    auth: 'user',
    responses: { 200: familyRequestViewSchema },
    errors: [403, 404],
  },
  confirm: {
    method: 'post',
    path: familyPaths.confirm,
    summary: 'Confirms a link request from its mailed link',
    description: `400 when the child already has ${FAMILY_MAX_PARENTS} parents; 403 to anyone but the asked account.`,
    auth: 'user',
    responses: { 200: detailSchema },
    errors: [403, 404],
  },
  endLink: {
    method: 'post',
    path: familyPaths.endLink,
    summary: 'Ends a link or withdraws a request (either side)',
    description:
      'Ending the last parent of a child managed without a login deletes that child’s account.',
    auth: 'user',
    responses: { 200: detailSchema },
    errors: [404],
  },
} satisfies Record<string, Operation>;
