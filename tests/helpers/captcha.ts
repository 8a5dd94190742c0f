/**
 * Solves a bot-check challenge in Node exactly as the `altcha` widget does in the browser,
 * so API tests can register users. Pass `createCaptcha({ cost: 1, … })` to keep it fast.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Captcha } from '../../src/server/services/captcha.ts';

export async function solveCaptcha(captcha: Captcha): Promise<string> {
  // Through JSON, as the widget receives it from the challenge URL.
  const challenge = JSON.parse(JSON.stringify(await captcha.challenge())) as Challenge;
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
