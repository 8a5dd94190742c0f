/**
 * Secrets handed to people: session tokens and activation codes are random and stored only as
 * SHA-256 hashes; the password-reset token is a signed JWT whose `exp` the browser reads (spec),
 * and whose `jti` is stored hashed so it can be used once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signResetToken(secret: string, userId: number, jti: string, expiresAt: Date) {
  return new SignJWT({ purpose: 'reset' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** The token's user id and jti, or null when it is forged, expired or not a reset token. */
export async function readResetToken(secret: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (payload.purpose !== 'reset' || !payload.sub || !payload.jti) return null;
    return { userId: Number(payload.sub), jti: payload.jti };
  } catch {
    return null;
  }
}
