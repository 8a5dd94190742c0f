/**
 * Families (issue #25; the links: families/links.ts). A parent adds a child without an address,
 * links an existing account from either side (the other confirms from a mailed one-time link while
 * signed in), gives a managed child a login, and either side ends a link. Every mail is queued in
 * the transaction of its change. These routes act as the signed-in user, never for a child.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Detail } from '../../lib/api/detail.ts';
import { isUnderConsentAge } from '../../lib/dates.ts';
import { FAMILY_LINK_HOURS, FAMILY_MAX_CHILDREN } from '../../lib/limits.ts';
import { families as m } from '../../lib/messages.ts';
import { FAMILY_CONFIRM_PAGE } from '../../lib/paths/families.ts';
import { addChildSchema, childLoginSchema, linkRequestSchema } from '../../lib/schemas/family.ts';
import { type AppEnv, currentUser, type User } from '../auth.ts';
import { notBlocked } from '../blocked.ts';
import type { Tx } from '../db/client.ts';
import { familyLinks, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import {
  activeChild,
  activeLink,
  checkParentRoom,
  lockChild,
  MANAGED_PASSWORD_HASH,
  notYourChild,
  openLinkBetween,
  ownOpenLink,
  pendingLink,
} from '../families/links.ts';
import { listFamily } from '../families/list.ts';
import { mailLoginLink } from '../families/login.ts';
import { ApiError, badRequest, notFound, parseJson, tooManyRequests } from '../http.ts';
import { familyOps as ops } from '../openapi/paths/families.ts';
import { route } from '../openapi/route.ts';
import { idParam } from '../permissions.ts';
import { queueMail } from '../services/outbox.ts';
import { DAY_SECONDS, hit } from '../services/rate-limit.ts';
import { randomToken, sha256 } from '../services/tokens.ts';

/** Link requests a user may send per day: each mails someone and tells whether an address has an account. */
const REQUESTS_PER_DAY = 10;
const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

export function familyRoutes(deps: AppDeps) {
  const { db } = deps;

  async function childCount(tx: Tx, parentId: number) {
    const [row] = await tx
      .select({ n: count() })
      .from(familyLinks)
      .where(and(eq(familyLinks.parentId, parentId), activeLink));
    return row?.n ?? 0;
  }

  /** The pending link of a mailed token, with who asked; 404 when used, expired or withdrawn. */
  async function requestOf(tx: Tx, token: string, user: User) {
    const [row] = await tx
      .select({ link: familyLinks, asker: users })
      .from(familyLinks)
      .innerJoin(users, eq(users.id, familyLinks.requestedBy))
      .where(and(eq(familyLinks.tokenHash, sha256(token)), pendingLink));
    if (!row) throw new ApiError(404, { detail: m.confirm.invalid });
    const asked = row.link.requestedBy === row.link.parentId ? row.link.childId : row.link.parentId;
    if (asked !== user.id) throw new ApiError(403, { detail: m.confirm.otherAccount });
    return row;
  }

  const app = new Hono<AppEnv>();
  route(app, ops.list, async (c) => c.json(await listFamily(db, currentUser(c).id)));

  route(app, ops.addChild, async (c) => {
    const parent = currentUser(c);
    const body = await parseJson(c, addChildSchema);
    const child = await db.transaction(async (tx) => {
      await lockChild(tx, parent.id); // one addition at a time per parent: the count holds
      if ((await childCount(tx, parent.id)) >= FAMILY_MAX_CHILDREN)
        throw badRequest({ non_field_errors: [m.errors.tooManyChildren] });
      const [created] = await tx
        .insert(users)
        .values({
          email: null,
          passwordHash: MANAGED_PASSWORD_HASH,
          firstName: body.first_name,
          lastName: body.last_name,
          birthDate: body.birth_date,
          activatedAt: sql`now()`,
        })
        .returning();
      if (!created) throw new Error('child insert returned nothing');
      const [link] = await tx
        .insert(familyLinks)
        .values({
          parentId: parent.id,
          childId: created.id,
          requestedBy: parent.id,
          confirmedAt: sql`now()`,
        })
        .returning({ id: familyLinks.id });
      return { created, linkId: link?.id ?? 0 };
    });
    return c.json(
      {
        id: child.created.id,
        link_id: child.linkId,
        first_name: child.created.firstName,
        last_name: child.created.lastName,
        birth_date: child.created.birthDate,
        has_login: false,
        choirs: [],
        // A new child has signed nothing yet.
        consent:
          child.created.birthDate && isUnderConsentAge(child.created.birthDate)
            ? { state: 'missing', withheld: [] }
            : null,
      },
      201,
    );
  });

  route(app, ops.childLogin, async (c) => {
    const parent = currentUser(c);
    const childId = idParam(c.req.param('id'));
    const { email } = await parseJson(c, childLoginSchema);
    const child = await activeChild(db, parent.id, childId);
    if (!child) throw notYourChild();
    if (child.passwordHash !== MANAGED_PASSWORD_HASH)
      throw badRequest({ non_field_errors: [m.errors.hasLogin] });
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken.some((row) => row.id !== child.id))
      throw badRequest({ email: [m.errors.emailTaken] });
    const done = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ email })
        .where(and(eq(users.id, child.id), eq(users.passwordHash, MANAGED_PASSWORD_HASH)))
        .returning()
        .catch(() => []); // the unique index: an account made with this address meanwhile
      if (!updated?.email) return false;
      await mailLoginLink(tx, deps, { ...updated, email: updated.email }, parent);
      return true;
    });
    if (!done) throw badRequest({ email: [m.errors.emailTaken] });
    return c.json({ detail: m.loginSent } satisfies Detail);
  });

  route(app, ops.request, async (c) => {
    const asker = currentUser(c);
    const body = await parseJson(c, linkRequestSchema);
    const retryAfter = await hit(db, `family-request:${asker.id}`, REQUESTS_PER_DAY, DAY_SECONDS);
    if (retryAfter) throw tooManyRequests(retryAfter);
    const [other] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, body.email), notBlocked, sql`${users.activatedAt} is not null`));
    if (!other) throw badRequest({ email: [m.errors.noAccount] });
    if (other.id === asker.id) throw badRequest({ email: [m.errors.self] });
    const [parentId, childId] = body.as === 'parent' ? [asker.id, other.id] : [other.id, asker.id];
    const token = randomToken();
    await db.transaction(async (tx) => {
      await lockChild(tx, childId);
      const open = await openLinkBetween(tx, parentId, childId);
      if (open && (open.confirmedAt || (open.tokenExpiresAt ?? new Date(0)) > new Date()))
        throw badRequest({ email: [m.errors.alreadyLinked] });
      if (open)
        await tx
          .update(familyLinks)
          .set({ endedAt: sql`now()` })
          .where(eq(familyLinks.id, open.id));
      await tx.insert(familyLinks).values({
        parentId,
        childId,
        requestedBy: asker.id,
        tokenHash: sha256(token),
        tokenExpiresAt: new Date(Date.now() + FAMILY_LINK_HOURS * 3_600_000),
      });
      const link = `${deps.siteUrl}${FAMILY_CONFIRM_PAGE}#${token}`;
      await queueMail(tx, [
        {
          to: other.email,
          subject: m.mail.requestSubject,
          text: m.mail.requestBody(other.firstName, fullName(asker), body.as === 'parent', link),
        },
      ]);
    });
    return c.json({ detail: m.requestSent } satisfies Detail, 201);
  });

  route(app, ops.viewRequest, async (c) => {
    const user = currentUser(c);
    const { asker, link } = await db.transaction((tx) =>
      requestOf(tx, c.req.param('token') ?? '', user),
    );
    return c.json({
      name: fullName(asker),
      as: link.requestedBy === link.parentId ? 'parent' : 'child',
    } as const);
  });

  route(app, ops.confirm, async (c) => {
    const user = currentUser(c);
    const token = c.req.param('token') ?? '';
    await db.transaction(async (tx) => {
      const { link } = await requestOf(tx, token, user);
      await lockChild(tx, link.childId);
      // Read again under the lock: a concurrent confirmation or withdrawal has finished.
      const { link: locked } = await requestOf(tx, token, user);
      await checkParentRoom(tx, locked.childId);
      await tx
        .update(familyLinks)
        .set({ confirmedAt: sql`now()`, tokenHash: null })
        .where(eq(familyLinks.id, locked.id));
    });
    return c.json({ detail: m.confirm.done } satisfies Detail);
  });

  route(app, ops.endLink, async (c) => {
    const user = currentUser(c);
    const linkId = idParam(c.req.param('id'));
    await db.transaction(async (tx) => {
      const link = await ownOpenLink(tx, linkId, user);
      if (!link) throw notFound();
      await lockChild(tx, link.childId);
      await tx
        .update(familyLinks)
        .set({ endedAt: sql`now()`, endedBy: user.id, tokenHash: null })
        .where(eq(familyLinks.id, link.id));
      const otherId = link.parentId === user.id ? link.childId : link.parentId;
      const [other] = await tx.select().from(users).where(eq(users.id, otherId));
      if (!other || !link.confirmedAt) return;
      // A child kept without a login by their last parent has no one left to reach them: removed.
      if (other.passwordHash === MANAGED_PASSWORD_HASH && other.id === link.childId) {
        const [left] = await tx
          .select({ n: count() })
          .from(familyLinks)
          .where(and(eq(familyLinks.childId, other.id), activeLink));
        if ((left?.n ?? 0) === 0) await tx.delete(users).where(eq(users.id, other.id));
        return;
      }
      await queueMail(tx, [
        {
          to: other.email,
          subject: m.mail.endedSubject,
          text: m.mail.endedBody(other.firstName, fullName(user)),
        },
      ]);
    });
    return c.json({ detail: m.linkEnded } satisfies Detail);
  });
  return app;
}
