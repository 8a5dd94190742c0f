/**
 * Attendance (issue #28; paths: src/lib/paths/attendance.ts): an event's list and one member's
 * mark, for the choir's conductors only (staff will see attendance aggregated, never a child's
 * row); a member's own marks; a member's planned absences; the figures over a period (the
 * member's own, the choir's for its conductors: attendance/statuses.ts holds their rule). docs/decisions.md, "Attendance and
 * planned absences", says why each rule is so. A parent acting for a child runs the member routes
 * as the child (families/acting.ts). Nothing of a list or a mark is ever logged.
 */
import { Hono } from 'hono';
import { formatDate } from '../../lib/dates.ts';
import { attendanceApi as am } from '../../lib/messages-attendance.ts';
import { absenceSchema, attendanceMarkSchema } from '../../lib/schemas/attendance.ts';
import { figuresPeriodSchema } from '../../lib/schemas/attendance-figures.ts';
import { createAbsence, deleteAbsence, listAbsences } from '../attendance/absences.ts';
import { choirFigures } from '../attendance/choir-figures.ts';
import { JSON_TYPE, keptFigures } from '../attendance/kept.ts';
import { attendanceOf, closesAt, markWindow } from '../attendance/list.ts';
import { eventsToMark, saveMark } from '../attendance/mark.ts';
import { ownAttendance } from '../attendance/own.ts';
import { ownFigures } from '../attendance/own-figures.ts';
import { periodOf } from '../attendance/statuses.ts';
import { type AppEnv, currentUser, type User } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { readEvent } from '../events/access.ts';
import { badRequest, forbidden, notFound, parseJson, parseQuery } from '../http.ts';
import { attendanceOps as ops } from '../openapi/paths/attendance.ts';
import { route } from '../openapi/route.ts';
import { type ChoirAccess, idParam, membershipOf } from '../permissions.ts';

/** A conductor of the confirmed choir: staff are not let in (a child's marks stay in the choir). */
function assertTakesAttendance(access: ChoirAccess | null) {
  if (!access?.choirConfirmed || !access.isConductor) throw forbidden();
}

export function attendanceRoutes(deps: AppDeps) {
  const { db } = deps;

  /** The event and its choir, for its conductors; 400 for a global event (no attendance). */
  const conducted = async (user: User, id: string | undefined) => {
    const read = await readEvent(db, user, idParam(id));
    if (read.event.choirId === null) {
      if (!user.isStaff && !read.member) throw forbidden();
      throw badRequest({ non_field_errors: [am.global] });
    }
    assertTakesAttendance(read.access);
    return { event: read.event, choirId: read.event.choirId };
  };

  const app = new Hono<AppEnv>();
  route(app, ops.list, async (c) => {
    const { event, choirId } = await conducted(currentUser(c), c.req.param('id'));
    return c.json(await attendanceOf(db, event, choirId));
  });
  route(app, ops.mark, async (c) => {
    const user = currentUser(c);
    const { event, choirId } = await conducted(user, c.req.param('id'));
    const userId = idParam(c.req.param('user_id'));
    const body = await parseJson(c, attendanceMarkSchema);
    const window = markWindow(event);
    if (window === 'not-started') throw badRequest({ non_field_errors: [am.notStarted] });
    if (window === 'closed')
      throw badRequest({ non_field_errors: [am.closed(formatDate(closesAt(event)))] });
    const saved = await saveMark(db, {
      eventId: event.id,
      choirId,
      userId,
      status: body.status,
      by: user.id,
    });
    if (!saved) throw badRequest({ non_field_errors: [am.notMember] });
    return c.json(await attendanceOf(db, event, choirId));
  });
  route(app, ops.mine, async (c) => c.json(await ownAttendance(db, currentUser(c).id)));
  route(app, ops.mineFigures, async (c) => {
    const period = periodOf(parseQuery(c, figuresPeriodSchema));
    return c.body((await ownFigures(db, currentUser(c).id, period)).json, 200, JSON_TYPE);
  });
  route(app, ops.figures, async (c) => {
    const choirId = idParam(c.req.param('id'));
    const userId = currentUser(c).id;
    // The standing is kept as the figures are: every write to memberships or to a choir's
    // confirmation moves their version (migration 0034), so a removed conductor is refused at once.
    const { value: access } = await keptFigures(db, `standing/${userId}/${choirId}`, () =>
      membershipOf(db, userId, choirId),
    );
    if (!access) throw notFound();
    assertTakesAttendance(access);
    const period = periodOf(parseQuery(c, figuresPeriodSchema));
    return c.body((await choirFigures(db, choirId, period)).json, 200, JSON_TYPE);
  });
  route(app, ops.toMark, async (c) => {
    const choirId = idParam(c.req.param('id'));
    const access = await membershipOf(db, currentUser(c).id, choirId);
    if (!access) throw notFound();
    assertTakesAttendance(access);
    return c.json(await eventsToMark(db, choirId));
  });
  route(app, ops.absences, async (c) => c.json(await listAbsences(db, currentUser(c).id)));
  route(app, ops.createAbsence, async (c) => {
    const body = await parseJson(c, absenceSchema);
    return c.json(await createAbsence(db, currentUser(c).id, body), 201);
  });
  route(app, ops.deleteAbsence, async (c) => {
    const deleted = await deleteAbsence(db, currentUser(c).id, idParam(c.req.param('id')));
    if (!deleted) throw notFound();
    return c.body(null, 204);
  });
  return app;
}
