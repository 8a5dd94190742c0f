/**
 * The public sign-up forms kept by this file (issue #11): POST /api/signup/auditions/ (the path of
 * document 1 §7), and the campaign and questionnaire under /api/sign-ups/ in document 2's style
 * (src/lib/paths/signups.ts). No token needed; every send goes through
 * src/server/signups/submit.ts. Nobody reads the submissions through the API: the team receives
 * each one by mail.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { signupOps as ops } from '../openapi/paths/signups.ts';
import { route } from '../openapi/route.ts';
import { auditionForm } from '../signups/auditions.ts';
import { campaignForm } from '../signups/campaign.ts';
import { questionnaireForm } from '../signups/questionnaire.ts';
import { submitHandler } from '../signups/submit.ts';

export function signupRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, ops.auditions, submitHandler(deps, auditionForm));
  route(app, ops.campaign, submitHandler(deps, campaignForm));
  route(app, ops.questionnaire, submitHandler(deps, questionnaireForm));
  return app;
}
