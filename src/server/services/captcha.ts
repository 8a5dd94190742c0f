/**
 * The bot check: self-hosted ALTCHA proof of work (no third party sees the visitor).
 * The server hands out signed challenges; the `altcha` widget solves one in the browser and
 * puts a base64 JSON payload in the form; `verify` accepts each solved challenge only once.
 */
import { createHmac } from 'node:crypto';
import {
  type Challenge,
  createChallenge,
  randomInt,
  type Solution,
  verifySolution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { CaptchaChallenge } from '../../lib/api/captcha.ts';
import { CAPTCHA_EXPIRES_MINUTES } from '../../lib/limits.ts';
import type { Db } from '../db/client.ts';
import { usedCaptchas } from '../db/schema.ts';

export interface Captcha {
  /** A fresh challenge, as JSON the `altcha` widget (v3) accepts from its challenge URL. */
  challenge(): Promise<CaptchaChallenge>;
  /** True once for a valid, unexpired solution payload (the widget's form field); false for anything else, never throws. */
  verify(payload: unknown): Promise<boolean>;
}

/**
 * PBKDF2/SHA-256 runs natively in every browser's WebCrypto (the widget bundles its worker),
 * unlike Argon2/scrypt which need extra worker files. In deterministic mode the solver has to
 * find a secret counter drawn from COUNTER_RANGE, so the work is bounded (no unlucky minute-long
 * solves): about 2M PBKDF2 iterations on average, roughly a second on a cheap phone's cores.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const DEFAULT_COST = 1000;
const COUNTER_RANGE = { min: 1000, max: 3000 } as const;
/** Widget payloads are a few hundred bytes; anything much larger is not worth parsing. */
const MAX_PAYLOAD_LENGTH = 4096;
/** Expired rows are swept at most this often per process. */
const CLEANUP_INTERVAL_MS = 60_000;

export function createCaptcha(options: {
  db: Db;
  secret: string;
  cost?: number;
  now?: () => Date;
}): Captcha {
  const { db } = options;
  const cost = options.cost ?? DEFAULT_COST;
  const now = options.now ?? (() => new Date());
  // A key of its own, so captcha signatures can never be confused with other uses of the secret.
  const hmacSecret = createHmac('sha256', options.secret).update('altcha-challenge').digest('hex');
  let lastCleanup = 0;

  async function cleanup(at: Date) {
    if (at.getTime() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = at.getTime();
    await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, at));
  }

  return {
    async challenge() {
      const expiresAt = new Date(now().getTime() + CAPTCHA_EXPIRES_MINUTES * 60_000);
      return createChallenge({
        algorithm: ALGORITHM,
        cost,
        counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: hmacSecret,
      });
    },

    async verify(payload) {
      try {
        const parsed = parsePayload(payload);
        if (!parsed) return false;
        const { challenge, solution } = parsed;
        const at = now();
        const expiresAt = challenge.parameters.expiresAt;
        // Every challenge we issue expires; altcha-lib checks against the wall clock, this
        // check uses the injected clock too.
        if (typeof expiresAt !== 'number' || expiresAt * 1000 < at.getTime()) return false;
        if (challenge.parameters.algorithm !== ALGORITHM) return false;
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: hmacSecret,
        });
        if (!result.verified || !challenge.signature) return false;
        await cleanup(at).catch(() => {});
        // The insert is the atomic "first use" test, also across server processes.
        const inserted = await db
          .insert(usedCaptchas)
          .values({ signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) })
          .onConflictDoNothing()
          .returning({ signature: usedCaptchas.signature });
        return inserted.length === 1;
      } catch {
        return false;
      }
    },
  };
}

/** Decodes the widget's base64 JSON `{ challenge: { parameters, signature }, solution }`, or null. */
function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(atob(payload));
  } catch {
    return null;
  }
  if (!isObject(data) || !isObject(data.challenge) || !isObject(data.solution)) return null;
  const { parameters, signature } = data.challenge;
  const { counter, derivedKey } = data.solution;
  if (!isObject(parameters) || typeof signature !== 'string') return null;
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return null;
  return {
    challenge: { parameters: parameters as unknown as Challenge['parameters'], signature },
    solution: { counter, derivedKey },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
