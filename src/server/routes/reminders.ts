/**
 * Reminders (issue #28): the reminder a conductor sends by hand after the announcement (its
 * preview, then the sending; reminders/by-hand.ts), with the same rights as 'Anunță corul' (the
 * choir's conductors and staff; others 403), and 'Mă socotiți prezent dacă nu răspund', which a
 * member sets for themselves, or a parent for a managed child (families/acting.ts runs the request
 * as the child). The reminder job itself is reminders/schedule.ts.
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { EventReminded } from '../../lib/api/events.ts';
import { type CountedPresent, countedPresentSchema } from '../../lib/schemas/reminders.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import { users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { readEvent } from '../events/access.ts';
import { forbidden, parseJson } from '../http.ts';
import { reminderOps as ops } from '../openapi/paths/reminders.ts';
import { route } from '../openapi/route.ts';
import { assertConductor, idParam } from '../permissions.ts';
import { previewReminder, remindByHand } from '../reminders/by-hand.ts';

export function reminderRoutes(deps: AppDeps) {
  const { db } = deps;

  /** The event, when the user is one of its choir's conductors or staff; 404/403 otherwise. */
  const conducted = async (c: Context<AppEnv>) => {
    const user = currentUser(c);
    const read = await readEvent(db, user, idParam(c.req.param('id')));
    if (read.access) assertConductor(user, read.access);
    else if (!user.isStaff) throw forbidden();
    return read.event;
  };

  const app = new Hono<AppEnv>();
  route(app, ops.remindPreview, async (c) => {
    const event = await conducted(c);
    return c.json(await previewReminder(db, event.id, deps.siteUrl));
  });
  route(app, ops.remind, async (c) => {
    const event = await conducted(c);
    const sent = await remindByHand(db, event.id, deps);
    return c.json({ sent } satisfies EventReminded);
  });
  route(app, ops.countedPresentGet, (c) =>
    c.json({ counted_present: currentUser(c).countedPresent } satisfies CountedPresent),
  );
  route(app, ops.countedPresentPut, async (c) => {
    const user = currentUser(c);
    const body = await parseJson(c, countedPresentSchema);
    await db
      .update(users)
      .set({ countedPresent: body.counted_present })
      .where(eq(users.id, user.id));
    return c.json({ counted_present: body.counted_present } satisfies CountedPresent);
  });
  return app;
}
