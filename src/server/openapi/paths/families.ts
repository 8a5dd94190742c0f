/** Families (src/server/routes/families.ts, issue #25). */
import * as v from 'valibot';
import { consentStatusSchema } from '../../../lib/api/consent.ts';
import { detailSchema } from '../../../lib/api/detail.ts';
import {
  familyAnswerSchema,
  familyChildSchema,
  familyRequestViewSchema,
} from '../../../lib/api/families.ts';
import { signupReceiptSchema } from '../../../lib/api/signups.ts';
import { FAMILY_MAX_PARENTS } from '../../../lib/limits.ts';
import { familyPaths } from '../../../lib/paths/families.ts';
import { childConsentSchema, childPurposeSchema } from '../../../lib/schemas/consent.ts';
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

/** A parent's side of a child's consent (src/server/routes/family-consents.ts). */
export const familyConsentOps = {
  sign: {
    method: 'post',
    path: familyPaths.childConsent,
    summary:
      "A parent signs the child's consent in the account: the public form's PDF and mails, naming the child",
    description:
      "For a child whose consent is missing, withdrawn or expired. No bot check; the child's name is the account's. The parent's mail carries the PDF and the withdrawal link. A repeated `submission_id` answers the stored consent. 403 for anyone but an active parent (the child, staff, another parent); 400 when the child needs no new consent; 429 past the form's per-address limit, per parent.",
    auth: 'user',
    body: childConsentSchema,
    responses: { 201: signupReceiptSchema },
    errors: [403, 404, 429],
  },
  purpose: {
    method: 'post',
    path: familyPaths.childConsentPurpose,
    summary:
      "Withdraws (`given: false`) or gives again one optional purpose of the child's valid consent",
    description:
      "The withdrawal link's change: recorded with its time, the conductors of the child's choirs mailed. 400 when the consent is not valid; 404 without one; 403 for anyone but an active parent.",
    auth: 'user',
    body: childPurposeSchema,
    responses: { 200: consentStatusSchema },
    errors: [403, 404],
  },
  pdf: {
    method: 'get',
    path: familyPaths.childConsentPdf,
    summary: "The child's newest signed consent PDF, inline, for an active parent (never cached)",
    auth: 'user',
    mediaType: 'application/pdf',
    responses: { 200: v.string() },
    errors: [403, 404],
  },
} satisfies Record<string, Operation>;
