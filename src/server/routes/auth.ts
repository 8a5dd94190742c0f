/**
 * Accounts without a session: register, activate, log in, reset the password; and logging out.
 * Paths and bodies follow spec §7 of both documents; see docs/api.md.
 *
 * Every one-time code and the mail that carries it are written in one transaction. Asking for a
 * reset link, or using one, ends every earlier reset link of the account; using one also ends the
 * account's sessions and its calendar feed URL. A logout ends its own session only.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { TokenAnswer } from '../../lib/api/auth.ts';
import type { Detail } from '../../lib/api/detail.ts';
import {
  AUTH_TOKEN_DAYS,
  LOGIN_CHALLENGE,
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
import { type AppEnv, endSession, forgetSessions, startSession, type User } from '../auth.ts';
import { isBlocked } from '../blocked.ts';
import { clientIp } from '../client-ip.ts';
import type { Tx } from '../db/client.ts';
import { accountDeletions, oneTimeCodes, sessions, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { dropFeedToken } from '../events/feed.ts';
import { badRequest, parseJson, tooManyRequests } from '../http.ts';
import { errorFields } from '../log.ts';
import { authOps as ops } from '../openapi/paths/auth.ts';
import { route } from '../openapi/route.ts';
import { sendActivation } from '../services/activation.ts';
import { queueMail } from '../services/outbox.ts';
import { decoyHash, hashPassword, verifyPassword } from '../services/passwords.ts';
import { clear, counts, hit } from '../services/rate-limit.ts';
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

  /** Ends every unused reset link of the account (but `keep`). */
  const endResetLinks = (tx: Tx, userId: number, keep?: string) =>
    tx
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, 'reset'),
          isNull(oneTimeCodes.usedAt),
          keep ? ne(oneTimeCodes.codeHash, keep) : undefined,
        ),
      );

  async function sendResetLink(user: User) {
    const jti = randomToken(16);
    const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
    const token = await signResetToken(deps.secret, user.id, jti, expiresAt);
    const link = `${deps.siteUrl}/cont/reseteaza-parola/${token}`;
    await db.transaction(async (tx) => {
      await endResetLinks(tx, user.id);
      await tx
        .insert(oneTimeCodes)
        .values({ userId: user.id, purpose: 'reset', codeHash: sha256(jti), expiresAt });
      await queueMail(tx, [
        { to: user.email, subject: mail.resetSubject, text: mail.resetBody(user.firstName, link) },
      ]);
    });
  }

  /** Marks an unused, unexpired code as used and returns its user id: atomic, so a code works once. */
  async function consumeCode(tx: Tx, purpose: 'activate' | 'reset', codeHash: string) {
    const [row] = await tx
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

  /** The failure counters of one login: the address and account together, the account, the address. */
  const loginKeys = (ip: string, email: string) => [
    { key: `login-fail:pair:${ip}:${email}`, max: LOGIN_CHALLENGE.perPair },
    { key: `login-fail:account:${email}`, max: LOGIN_CHALLENGE.perAccount },
    { key: `login-fail:ip:${ip}`, max: LOGIN_CHALLENGE.perIp },
  ];

  const app = new Hono<AppEnv>();
  route(app, ops.register, async (c) => {
    await limit('register', { ip: clientIp(c, deps.trustProxy) });
    const body = await parseJson(c, registerSchema);
    await limit('register', { email: body.email });
    if (!(await deps.captcha.verify(body.altcha)))
      throw badRequest({ altcha: [registerText.captchaFailed] });
    if (await findByEmail(body.email)) throw badRequest({ email: [validation.emailTaken] });
    const passwordHash = await hashPassword(body.password);
    const created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
        })
        .onConflictDoNothing()
        .returning();
      if (user) await sendActivation(tx, deps.siteUrl, user);
      return user;
    });
    // A concurrent registration of the same e-mail wins the unique index.
    if (!created) throw badRequest({ email: [validation.emailTaken] });
    return c.json({ detail: registerText.created } satisfies Detail, 201);
  });
  route(app, ops.activate, async (c) => {
    const userId = await db.transaction(async (tx) => {
      const id = await consumeCode(tx, 'activate', sha256(c.req.param('code') ?? ''));
      if (id) {
        await tx
          .update(users)
          .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())` })
          .where(eq(users.id, id));
      }
      return id;
    });
    if (!userId) throw badRequest({ non_field_errors: [activation.failed] });
    return c.json({ detail: activation.success } satisfies Detail);
  });
  route(app, ops.login, async (c) => {
    const body = await parseJson(c, loginSchema);
    const keys = loginKeys(clientIp(c, deps.trustProxy), body.username);
    const failures = await counts(
      db,
      keys.map((k) => k.key),
      LOGIN_CHALLENGE.windowSeconds,
    );
    // Past a threshold the password is tried only with a solved bot check (used once).
    if (
      keys.some((k, i) => (failures[i] ?? 0) >= k.max) &&
      !(await deps.captcha.verify(body.altcha))
    )
      throw badRequest({ altcha: [loginText.challenge] });
    const user = await findByEmail(body.username);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), body.password);
    if (!user || !valid) {
      // Counts the failure; the answer stays the same whatever the counts.
      for (const { key, max } of keys) await hit(db, key, max, LOGIN_CHALLENGE.windowSeconds);
      throw badRequest({ non_field_errors: [loginText.failed] });
    }
    await clear(db, keys[0]?.key ?? '');
    if (isBlocked(user)) throw badRequest({ non_field_errors: [loginText.blocked] });
    if (!user.activatedAt) {
      await db.transaction((tx) => sendActivation(tx, deps.siteUrl, user));
      throw badRequest({ non_field_errors: [loginText.notActivated] });
    }
    const token = randomToken();
    await db.insert(sessions).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: hoursFromNow(AUTH_TOKEN_DAYS * 24),
    });
    // A login keeps the account: the retention rules count inactivity from here (issue #26).
    await db
      .update(users)
      .set({ lastLoginAt: sql`now()`, inactivityWarnedAt: null })
      .where(eq(users.id, user.id));
    // A login cancels the account's asked-for deletion (issue #26), and the answer says so.
    const cancelled = await db
      .delete(accountDeletions)
      .where(eq(accountDeletions.userId, user.id))
      .returning({ userId: accountDeletions.userId });
    startSession(c, deps.siteUrl, token);
    // The body keeps the token for API clients (spec §7); the site's scripts ignore it.
    return c.json({
      token,
      ...(cancelled.length > 0 ? { deletion_cancelled: true as const } : {}),
    } satisfies TokenAnswer);
  });
  route(app, ops.logout, async (c) => {
    await db.delete(sessions).where(eq(sessions.id, c.get('sessionId') ?? 0));
    endSession(c, deps.siteUrl);
    return c.body(null, 204);
  });
  route(app, ops.resetRequest, async (c) => {
    await limit('reset', { ip: clientIp(c, deps.trustProxy) });
    const body = await parseJson(c, resetRequestSchema);
    await limit('reset', { email: body.email });
    const user = await findByEmail(body.email);
    if (user) {
      // Not awaited: the answer takes the same time whether or not the e-mail has an account.
      sendResetLink(user).catch((error) => deps.log.error('reset mail failed', errorFields(error)));
    }
    return c.json({ detail: resetPassword.requested } satisfies Detail);
  });
  route(app, ops.resetConfirm, async (c) => {
    const body = await parseJson(c, resetConfirmSchema);
    const claims = await readResetToken(deps.secret, body.token);
    if (!claims) throw badRequest({ token: [resetPassword.expired] });
    const passwordHash = await hashPassword(body.password);
    const codeHash = sha256(claims.jti);
    const userId = await db.transaction(async (tx) => {
      const id = await consumeCode(tx, 'reset', codeHash);
      if (!id || id !== claims.userId) throw badRequest({ token: [resetPassword.expired] });
      await endResetLinks(tx, id, codeHash);
      await tx
        .update(users)
        .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())` })
        .where(eq(users.id, id));
      // A new password ends every session and the calendar feed URL, in case the old password
      // (or the URL) was known to someone else; the calendar page shows a new URL. Any other
      // way of setting a password must do the same (docs/decisions.md, issue #19).
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await dropFeedToken(tx, id);
      return id;
    });
    await forgetSessions(deps, userId);
    return c.json({ detail: resetPassword.done } satisfies Detail);
  });
  return app;
}
