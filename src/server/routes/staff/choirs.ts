/**
 * A choir in the back office (issue #12):
 * - GET /api/staff/choirs/{id}/ every field of the choir, all its members and the first page of
 *   its history (src/server/staff/choir-details.ts).
 * - PATCH /api/staff/choirs/{id}/ the whole choir form, as a conductor's edit
 *   (src/server/choirs/edit.ts), recorded in the journal when a field changed.
 * - POST …/confirm/ and …/withdraw/ the choir's confirmation, with a note (optional) or a reason
 *   (required), mailed to its conductors (src/server/staff/choir-confirmation.ts).
 */
import { Hono } from 'hono';
import { choirEditSchema } from '../../../lib/schemas/choir.ts';
import { choirConfirmSchema, choirWithdrawSchema } from '../../../lib/schemas/staff-choirs.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import { readChoirDetails } from '../../choirs/details.ts';
import { saveChoirForm } from '../../choirs/edit.ts';
import type { AppDeps } from '../../deps.ts';
import { parseJson } from '../../http.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { lockChoir, setConfirmed } from '../../staff/choir-confirmation.ts';
import { staffChoirDetails } from '../../staff/choir-details.ts';

export function staffChoirRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.choir, async (c) =>
    c.json(await staffChoirDetails(db, currentUser(c), idParam(c.req.param('id')))),
  );

  route(app, ops.choirEdit, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    const body = await parseJson(c, choirEditSchema);
    const answer = await db.transaction(async (tx) => {
      const choir = await lockChoir(tx, id);
      await saveChoirForm(tx, choir, body, user);
      return readChoirDetails(tx, user, id);
    });
    return c.json(answer);
  });

  route(app, ops.choirConfirm, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    const { reason } = await parseJson(c, choirConfirmSchema);
    await setConfirmed(db, deps.siteUrl, { actorId: user.id, id, to: true, reason });
    return c.json(await staffChoirDetails(db, user, id));
  });

  route(app, ops.choirWithdraw, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    const { reason } = await parseJson(c, choirWithdrawSchema);
    await setConfirmed(db, deps.siteUrl, { actorId: user.id, id, to: false, reason });
    return c.json(await staffChoirDetails(db, user, id));
  });

  return app;
}
