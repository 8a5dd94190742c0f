/**
 * Choirs (mounted at /api/choir): the list of the choir selection modal, a choir's details, and
 * founding a choir (the add-choir modal). Every route needs a signed-in user.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ChoirDetails } from '../../lib/api/choirs.ts';
import { countyName } from '../../lib/counties.ts';
import { CHOIRS_FOUNDED_PER_DAY } from '../../lib/limits.ts';
import { choirMail } from '../../lib/messages.ts';
import { choirCreateSchema } from '../../lib/schemas/choir.ts';
import { type AppEnv, currentUser, requireUser } from '../auth.ts';
import { listChoirs, readListQuery, toListed } from '../choir-list.ts';
import { choirs, memberships } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { notFound, parseJson, tooManyRequests } from '../http.ts';
import { idParam, seesContactDetails, toAccess } from '../permissions.ts';
import { queueMail, staffAddresses } from '../services/mail.ts';
import { DAY_SECONDS, hit } from '../services/rate-limit.ts';

export function choirRoutes(deps: AppDeps) {
  const { db } = deps;

  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) =>
      c.json(await listChoirs(db, currentUser(c).id, readListQuery(c.req.query()))),
    )
    .get('/:id', async (c) => {
      const user = currentUser(c);
      const id = idParam(c.req.param('id'));
      const [row] = await db
        .select({
          choir: choirs,
          membership: {
            isConfirmed: memberships.isConfirmed,
            isConductor: memberships.isConductor,
          },
        })
        .from(choirs)
        .leftJoin(
          memberships,
          and(eq(memberships.choirId, choirs.id), eq(memberships.userId, user.id)),
        )
        .where(eq(choirs.id, id));
      if (!row) throw notFound();
      const { choir, membership } = row;
      const access = toAccess(id, choir.isConfirmed, membership);
      // Contact details are for the choir's confirmed members and the programme's team.
      const contact = seesContactDetails(user, access);
      return c.json({
        ...toListed(choir, membership),
        entity: choir.entity,
        choir_members: choir.choirMembers,
        is_conductor: access.isConductor,
        address: contact ? choir.address : null,
        contact: contact ? choir.contact : null,
        phone: contact ? choir.phone : null,
        email: contact ? choir.email : null,
        protocol_number: contact ? choir.protocolNumber : null,
      } satisfies ChoirDetails);
    })
    .post('/', async (c) => {
      const user = currentUser(c);
      const body = await parseJson(c, choirCreateSchema);
      // Each new choir mails the whole team: a user founds a few a day at most.
      const retryAfter = await hit(
        db,
        `found-choir:${user.id}`,
        CHOIRS_FOUNDED_PER_DAY,
        DAY_SECONDS,
      );
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
        // Every staff account learns that the choir waits for confirmation.
        const subject = choirMail.newChoirSubject(created.name);
        const text = choirMail.newChoirBody({
          ...created,
          county: countyName(created.county),
          founder: `${user.firstName} ${user.lastName}`,
          founderEmail: user.email,
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
}
