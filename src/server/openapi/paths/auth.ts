/** Accounts without a session (src/server/routes/auth.ts, captcha.ts, counties.ts). */
import * as v from 'valibot';
import { tokenAnswerSchema } from '../../../lib/api/auth.ts';
import { captchaChallengeSchema } from '../../../lib/api/captcha.ts';
import { countyOptionSchema } from '../../../lib/api/counties.ts';
import { detailSchema } from '../../../lib/api/detail.ts';
import { authPaths } from '../../../lib/paths/auth.ts';
import {
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
} from '../../../lib/schemas/auth.ts';
import type { Operation } from '../operation.ts';

export const authOps = {
  captcha: {
    method: 'get',
    path: authPaths.captcha,
    summary: 'An ALTCHA challenge for the register form (single use, not cached)',
    auth: 'public',
    responses: { 200: captchaChallengeSchema },
  },
  register: {
    method: 'post',
    path: authPaths.register,
    summary: 'Creates an account and mails its activation link',
    description: 'A taken e-mail is an `email` field error.',
    auth: 'public',
    body: registerSchema,
    responses: { 201: detailSchema },
    errors: [429],
  },
  activate: {
    method: 'post',
    path: authPaths.activate,
    summary: 'Activates the account of an activation link',
    description: '400 `non_field_errors` when the code is unknown, used or expired.',
    auth: 'public',
    responses: { 200: detailSchema },
    errors: [400],
  },
  login: {
    method: 'post',
    path: authPaths.login,
    summary: 'Logs in: `username` is the e-mail',
    description: '400 `non_field_errors` for a wrong pair or an account not activated yet.',
    auth: 'public',
    body: loginSchema,
    responses: { 200: tokenAnswerSchema },
    errors: [429],
  },
  logout: {
    method: 'post',
    path: authPaths.logout,
    summary: "Revokes the request's token",
    description:
      'Only this session ends: the calendar feed URL keeps working (a phone subscribed to it is not a session).',
    auth: 'user',
    responses: { 204: null },
  },
  resetRequest: {
    method: 'post',
    path: authPaths.resetRequest,
    summary: 'Mails a password-reset link when the e-mail has an account (same answer either way)',
    description:
      "A blocked account's own request is answered too: the way back into an account someone else used.",
    auth: 'public',
    body: resetRequestSchema,
    responses: { 200: detailSchema },
    errors: [429],
  },
  resetConfirm: {
    method: 'post',
    path: authPaths.resetConfirm,
    summary:
      'Sets a new password with the token of a reset link; ends every session and the feed URL',
    description:
      '400 `token` when the token is expired, used or forged. The old calendar feed URL answers 404 from now on; `GET /api/calendar/feed/` makes a new one.',
    auth: 'public',
    body: resetConfirmSchema,
    responses: { 200: detailSchema },
  },
  counties: {
    method: 'get',
    path: authPaths.counties,
    summary: 'The 42 counties, as the options of a dropdown',
    auth: 'public',
    responses: { 200: v.array(countyOptionSchema) },
  },
} satisfies Record<string, Operation>;
