/**
 * Solves a bot-check challenge in Node exactly as the `altcha` widget does in the browser, so API
 * and browser tests can register users without the widget. Pass `createCaptcha({ cost: 1, … })`
 * to keep API tests fast.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Captcha } from '../../src/server/services/captcha.ts';

/** The register form's `altcha` value for a challenge as GET /api/captcha/challenge/ answers it. */
export async function solveChallengeJson(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  // The widget's form value: base64 of this JSON (see altcha's verify()).
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

export async function solveCaptcha(captcha: Captcha): Promise<string> {
  // Through JSON, as the widget receives it from the challenge URL.
  return solveChallengeJson(JSON.parse(JSON.stringify(await captcha.challenge())) as Challenge);
}
