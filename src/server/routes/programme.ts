/**
 * A concert's programme (issue #27; paths: src/lib/paths/programme.ts): the scores a conductor
 * attaches to an event, each singer's own 'Învăț' / 'Știu' on a score, and the conductor's
 * readiness view. Who may do what: docs/decisions.md, "A concert's programme". Mounted after the
 * library's routes: its `/song/*` guard (routes/library.ts) has then already refused, for the
 * mark, anyone who may not see the library, and set the library's version, checked here again.
 */
import { type Context, Hono } from 'hono';
import type { Programme } from '../../lib/api/programme.ts';
import { programmeErrors as m } from '../../lib/messages-programme.ts';
import { programmeBodySchema, scoreMarkSchema } from '../../lib/schemas/programme.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { type EventAccess, readEvent } from '../events/access.ts';
import { badRequest, forbidden, parseJson } from '../http.ts';
import { programmeOps as ops } from '../openapi/paths/programme.ts';
import { route } from '../openapi/route.ts';
import { idParam } from '../permissions.ts';
import { readMark, writeMark } from '../programme/marks.ts';
import { readPieces, replacePieces } from '../programme/pieces.ts';
import { readReadiness } from '../programme/readiness.ts';

/** A confirmed conductor of the event's (confirmed) choir: not staff as such. */
const conducts = (read: EventAccess) =>
  read.access?.choirConfirmed === true && read.access.isConductor;

export function programmeRoutes({ db }: AppDeps) {
  /** The event as its reader sees it (404/403 as for the event itself). */
  const eventOf = (c: Context<AppEnv>) => readEvent(db, currentUser(c), idParam(c.req.param('id')));

  /** The event, 403 unless the user conducts its choir, 400 for a global event. */
  const conducted = async (c: Context<AppEnv>) => {
    const read = await eventOf(c);
    if (read.event.choirId === null) throw badRequest({ non_field_errors: [m.global] });
    if (!conducts(read)) throw forbidden();
    return read;
  };

  const answer = async (read: EventAccess, userId: number): Promise<Programme> => ({
    event_id: read.event.id,
    can_edit: conducts(read),
    scores: read.event.choirId === null ? [] : await readPieces(db, read.event.id, userId),
  });

  /** The library's guard ran (routes/library.ts, `/song/*`); refuses if it somehow did not. */
  const libraryChecked = (c: Context<AppEnv>) => {
    if (c.get('libraryVersion') === undefined) throw forbidden();
  };

  const app = new Hono<AppEnv>();
  route(app, ops.get, async (c) => c.json(await answer(await eventOf(c), currentUser(c).id)));
  route(app, ops.replace, async (c) => {
    const read = await conducted(c);
    const body = await parseJson(c, programmeBodySchema);
    await replacePieces(db, read.event.id, body.scores);
    return c.json(await answer(read, currentUser(c).id));
  });
  route(app, ops.readiness, async (c) => {
    const read = await conducted(c);
    return c.json(await readReadiness(db, read.event.id, read.event.choirId as number));
  });
  route(app, ops.mark, async (c) => {
    libraryChecked(c);
    return c.json(await readMark(db, currentUser(c).id, idParam(c.req.param('id'))));
  });
  route(app, ops.setMark, async (c) => {
    libraryChecked(c);
    const scoreId = idParam(c.req.param('id'));
    const body = await parseJson(c, scoreMarkSchema);
    return c.json(await writeMark(db, currentUser(c).id, scoreId, body.state));
  });
  return app;
}
