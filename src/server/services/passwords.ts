/** Password hashing with argon2id, the library's default algorithm (OWASP's recommended parameters). */
import { hash, verify } from '@node-rs/argon2';

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a password nobody has, verified when the e-mail is unknown so timing reveals nothing. */
export const decoyHash = hashPassword('decoy-password-that-nobody-has');
