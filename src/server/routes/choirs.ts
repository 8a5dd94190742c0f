/**
 * Choirs (their paths: src/lib/paths/choirs.ts): the list of the choir selection modal, a choir's details, and
 * founding a choir (the add-choir modal). Every route needs a signed-in user. Editing a choir's
 * profile, its image and its history are in choir-profile.ts.
 */
import { Hono } from 'hono';
import { countyName } from '../../lib/counties.ts';
import { CHOIRS_FOUNDED_PER_DAY } from '../../lib/limits.ts';
import { choirMail } from '../../lib/messages.ts';
import { choirCreateSchema } from '../../lib/schemas/choir.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import { readChoirDetails } from '../choirs/details.ts';
import { recordHistory } from '../choirs/history.ts';
import { listChoirs, readListQuery, toListed } from '../choirs/list.ts';
import { choirs, memberships } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { parseJson, tooManyRequests } from '../http.ts';
import { choirOps as ops } from '../openapi/paths/choirs.ts';
import { route } from '../openapi/route.ts';
import { idParam } from '../permissions.ts';
import { queueMail, staffAddresses } from '../services/outbox.ts';
import { DAY_SECONDS, hit } from '../services/rate-limit.ts';

export function choirRoutes(deps: AppDeps) {
  const { db } = deps;

  const app = new Hono<AppEnv>();
  route(app, ops.list, async (c) =>
    c.json(await listChoirs(db, currentUser(c).id, readListQuery(c))),
  );
  route(app, ops.get, async (c) =>
    c.json(await readChoirDetails(db, currentUser(c), idParam(c.req.param('id')))),
  );
  route(app, ops.create, async (c) => {
    const user = currentUser(c);
    const body = await parseJson(c, choirCreateSchema);
    // Each new choir mails the whole team: a user founds a few a day at most.
    const retryAfter = await hit(db, `found-choir:${user.id}`, CHOIRS_FOUNDED_PER_DAY, DAY_SECONDS);
    if (retryAfter) throw tooManyRequests(retryAfter);
    const choir = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(choirs)
        .values({
          name: body.name,
          entity: body.entity,
          protocolNumber: body.protocol_number,
          city: body.city,
          address: body.address,
          county: body.county,
          contact: body.contact,
          phone: body.phone,
          email: body.email,
          choirMembers: body.choir_members,
          isConfirmed: false,
        })
        .returning();
      if (!created) throw new Error('choir insert returned nothing');
      // The founder conducts the new choir (spec §4), already approved in it.
      await tx
        .insert(memberships)
        .values({ userId: user.id, choirId: created.id, isConfirmed: true, isConductor: true });
      await recordHistory(tx, { choirId: created.id, actorId: user.id, action: 'founded' });
      // Every staff account learns that the choir waits for confirmation.
      const subject = choirMail.newChoirSubject(created.name);
      const text = choirMail.newChoirBody({
        ...created,
        county: countyName(created.county),
        founder: `${user.firstName} ${user.lastName}`,
        founderEmail: user.email ?? '',
      });
      const staff = await staffAddresses(tx);
      await queueMail(
        tx,
        staff.map((to) => ({ to, subject, text })),
      );
      return created;
    });
    return c.json(toListed(choir, { isConfirmed: true }), 201);
  });
  return app;
}
