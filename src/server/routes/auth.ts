/**
 * Accounts without a session: register, activate, log in, reset the password; and logging out.
 * Paths and bodies follow spec §7 of both documents; see docs/api.md.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { TokenAnswer } from '../../lib/api/auth.ts';
import type { Detail } from '../../lib/api/detail.ts';
import {
  ACTIVATION_CODE_HOURS,
  AUTH_TOKEN_DAYS,
  RATE_LIMITS,
  type RateLimitName,
  RESET_TOKEN_MINUTES,
} from '../../lib/limits.ts';
import {
  activation,
  login as loginText,
  mail,
  register as registerText,
  resetPassword,
  validation,
} from '../../lib/messages.ts';
import {
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
} from '../../lib/schemas/auth.ts';
import { type AppEnv, requireUser, type User } from '../auth.ts';
import { clientIp } from '../client-ip.ts';
import { oneTimeCodes, sessions, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, parseJson, tooManyRequests } from '../http.ts';
import { errorFields } from '../log.ts';
import { decoyHash, hashPassword, verifyPassword } from '../services/passwords.ts';
import { hit } from '../services/rate-limit.ts';
import { randomToken, readResetToken, sha256, signResetToken } from '../services/tokens.ts';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000);

export function authRoutes(deps: AppDeps) {
  const { db } = deps;
  const limits = deps.rateLimits ?? RATE_LIMITS;

  /** Counts an attempt per IP and, once the e-mail is known, per e-mail; 429 past the limit. */
  async function limit(name: RateLimitName, key: { ip: string } | { email: string }) {
    const rule = limits[name];
    const [kind, value, max] =
      'ip' in key ? ['ip', key.ip, rule.perIp] : ['email', key.email, rule.perEmail];
    const retryAfter = await hit(db, `${name}:${kind}:${value}`, max, rule.windowSeconds);
    if (retryAfter) throw tooManyRequests(retryAfter);
  }

  async function sendActivation(user: Pick<User, 'id' | 'email' | 'firstName'>) {
    const code = randomToken(24);
    await db.insert(oneTimeCodes).values({
      userId: user.id,
      purpose: 'activate',
      codeHash: sha256(code),
      expiresAt: hoursFromNow(ACTIVATION_CODE_HOURS),
    });
    const link = `${deps.siteUrl}/cont/activate/${code}`;
    await deps.mail.enqueue({
      to: user.email,
      subject: mail.activationSubject,
      text: mail.activationBody(user.firstName, link),
    });
  }

  /** Marks an unused, unexpired code as used and returns its user id: atomic, so a code works once. */
  async function consumeCode(purpose: 'activate' | 'reset', codeHash: string) {
    const [row] = await db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.codeHash, codeHash),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: oneTimeCodes.userId });
    return row?.userId ?? null;
  }

  const findByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

  return new Hono<AppEnv>()
    .post('/auth/register', async (c) => {
      await limit('register', { ip: clientIp(c, deps.trustProxy) });
      const body = await parseJson(c, registerSchema);
      await limit('register', { email: body.email });
      if (!(await deps.captcha.verify(body.altcha)))
        throw badRequest({ altcha: [registerText.captchaFailed] });
      if (await findByEmail(body.email)) throw badRequest({ email: [validation.emailTaken] });
      const [user] = await db
        .insert(users)
        .values({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.first_name,
          lastName: body.last_name,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent registration of the same e-mail wins the unique index.
      if (!user) throw badRequest({ email: [validation.emailTaken] });
      await sendActivation(user);
      return c.json({ detail: registerText.created } satisfies Detail, 201);
    })
    .post('/auth/:code/activate', async (c) => {
      const userId = await consumeCode('activate', sha256(c.req.param('code')));
      if (!userId) throw badRequest({ non_field_errors: [activation.failed] });
      await db
        .update(users)
        .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())` })
        .where(eq(users.id, userId));
      return c.json({ detail: activation.success } satisfies Detail);
    })
    .post('/token-auth', async (c) => {
      await limit('login', { ip: clientIp(c, deps.trustProxy) });
      const body = await parseJson(c, loginSchema);
      await limit('login', { email: body.username });
      const user = await findByEmail(body.username);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), body.password);
      if (!user || !valid) throw badRequest({ non_field_errors: [loginText.failed] });
      if (!user.activatedAt) {
        await sendActivation(user);
        throw badRequest({ non_field_errors: [loginText.notActivated] });
      }
      const token = randomToken();
      await db.insert(sessions).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: hoursFromNow(AUTH_TOKEN_DAYS * 24),
      });
      return c.json({ token } satisfies TokenAnswer);
    })
    .post('/auth/logout', requireUser, async (c) => {
      await db.delete(sessions).where(eq(sessions.id, c.get('sessionId') ?? 0));
      return c.body(null, 204);
    })
    .post('/auth/reset_password', async (c) => {
      await limit('reset', { ip: clientIp(c, deps.trustProxy) });
      const body = await parseJson(c, resetRequestSchema);
      await limit('reset', { email: body.email });
      const user = await findByEmail(body.email);
      if (user) {
        // Not awaited: the answer takes the same time whether or not the e-mail has an account.
        sendResetLink(user).catch((error) =>
          deps.log.error('reset mail failed', { ...errorFields(error) }),
        );
      }
      return c.json({ detail: resetPassword.requested } satisfies Detail);
    })
    .post('/auth/reset_password_confirm', async (c) => {
      const body = await parseJson(c, resetConfirmSchema);
      const claims = await readResetToken(deps.secret, body.token);
      const userId = claims && (await consumeCode('reset', sha256(claims.jti)));
      if (!userId || userId !== claims.userId) throw badRequest({ token: [resetPassword.expired] });
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(body.password),
          activatedAt: sql`coalesce(${users.activatedAt}, now())`,
        })
        .where(eq(users.id, userId));
      // A new password ends every session, in case the old one was known to someone else.
      await db.delete(sessions).where(eq(sessions.userId, userId));
      return c.json({ detail: resetPassword.done } satisfies Detail);
    });

  async function sendResetLink(user: User) {
    const jti = randomToken(16);
    const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
    await db
      .insert(oneTimeCodes)
      .values({ userId: user.id, purpose: 'reset', codeHash: sha256(jti), expiresAt });
    const token = await signResetToken(deps.secret, user.id, jti, expiresAt);
    const link = `${deps.siteUrl}/cont/reseteaza-parola/${token}`;
    await deps.mail.enqueue({
      to: user.email,
      subject: mail.resetSubject,
      text: mail.resetBody(user.firstName, link),
    });
  }
}
