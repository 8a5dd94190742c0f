/**
 * The public sign-up forms kept by this file (issue #11): POST /api/signup/auditions/ (the path of
 * document 1 §7), and the campaign and questionnaire under /api/sign-ups/ in document 2's style.
 * No token needed; every send goes through src/server/signups/submit.ts. Nobody reads the
 * submissions through the API: the team receives each one by mail.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { auditionForm } from '../signups/auditions.ts';
import { campaignForm } from '../signups/campaign.ts';
import { questionnaireForm } from '../signups/questionnaire.ts';
import { submitHandler } from '../signups/submit.ts';

/** Mounted at /api/signup. */
export function auditionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/auditions', submitHandler(deps, auditionForm));
}

/** Mounted at /api/sign-ups, beside the workshops' and the consent's routes. */
export function surveyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/campaign', submitHandler(deps, campaignForm))
    .post('/questionnaire', submitHandler(deps, questionnaireForm));
}
