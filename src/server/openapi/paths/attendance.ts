/** Attendance and planned absences (src/server/routes/attendance.ts). */
import {
  absenceCreatedSchema,
  absenceListSchema,
  attendanceListSchema,
  attendanceToMarkSchema,
  ownAttendanceSchema,
} from '../../../lib/api/attendance.ts';
import { choirFiguresSchema, ownFiguresSchema } from '../../../lib/api/attendance-figures.ts';
import {
  ABSENCE_MAX_DAYS,
  ATTENDANCE_FIGURES_DEFAULT_DAYS,
  ATTENDANCE_FIGURES_MAX_DAYS,
  ATTENDANCE_OPEN_DAYS,
} from '../../../lib/limits.ts';
import { attendancePaths } from '../../../lib/paths/attendance.ts';
import { absenceSchema, attendanceMarkSchema } from '../../../lib/schemas/attendance.ts';
import { figuresPeriodSchema } from '../../../lib/schemas/attendance-figures.ts';
import type { Operation } from '../operation.ts';

const CONDUCTORS =
  "The confirmed choir's conductors only (staff too only when conductors of it). 400 for a global event of the programme: it has no attendance.";

/** Shared by the figures' operations (and the back office's report: paths/staff.ts). */
export const FIGURES_RULE = `\`?from=&to=\`: Bucharest days, both included, at most ${ATTENDANCE_FIGURES_MAX_DAYS} (\`to\` before \`from\` or longer: 400); without them the last ${ATTENDANCE_FIGURES_DEFAULT_DAYS} days. An event counts once its attendance was taken (a stored mark); each approved singer there is their mark, else the pre-mark of their answer (Particip: present; Nu particip, as a planned absence answers: excused; no answer from a member counted present by default: present), else unmarked; \`rate\` is present of the marked, in percent.`;
export const figuresQuery = figuresPeriodSchema.pipe[0];

export const attendanceOps = {
  list: {
    method: 'get',
    path: attendancePaths.list,
    summary:
      "An event's attendance: the choir's approved members (conductors apart) with their marks",
    description: `${CONDUCTORS} A member without a stored mark shows the pre-mark of their answer (Particip: present, Nu particip: excused; \`marked\` false). Editable from the start until ${ATTENDANCE_OPEN_DAYS} days after the end (\`closes_at\`).`,
    auth: 'user',
    responses: { 200: attendanceListSchema },
    errors: [400, 403, 404],
  },
  mark: {
    method: 'put',
    path: attendancePaths.mark,
    summary: "Sets one member's mark (present, absent, excused); answers the list as it is now",
    description: `${CONDUCTORS} Only between the event's start and its close (${ATTENDANCE_OPEN_DAYS} days after its end), only for an approved member of the choir who is not a conductor; else 400. The last write wins, with who and when.`,
    auth: 'user',
    body: attendanceMarkSchema,
    responses: { 200: attendanceListSchema },
    errors: [403, 404],
  },
  mine: {
    method: 'get',
    path: attendancePaths.mine,
    summary: "The caller's own marks of the last 400 days, newest first, with the counts",
    description: 'Any signed-in member; a parent acting for a child reads the child’s.',
    auth: 'user',
    responses: { 200: ownAttendanceSchema },
  },
  mineFigures: {
    method: 'get',
    path: attendancePaths.mineFigures,
    summary: "The caller's own attendance figures over a period: at rehearsals and at every event",
    description: `${FIGURES_RULE} Any signed-in member, for themself; a parent acting for a child reads the child's.`,
    auth: 'user',
    query: figuresQuery,
    responses: { 200: ownFiguresSchema },
  },
  figures: {
    method: 'get',
    path: attendancePaths.figures,
    summary:
      "A choir's attendance figures over a period: in total, week by week, per voice part and per singer",
    description: `${FIGURES_RULE} The confirmed choir's conductors only (staff too only when conductors of it; staff see attendance per county in the back office). 404 for an unknown choir or a non-member.`,
    auth: 'user',
    query: figuresQuery,
    responses: { 200: choirFiguresSchema },
    errors: [403, 404],
  },
  toMark: {
    method: 'get',
    path: attendancePaths.toMark,
    summary:
      "The choir's events of yesterday and today that have started, with how many are not marked",
    description:
      "The confirmed choir's conductors (the dashboard's 'Prezența de azi'). 404 for an unknown choir.",
    auth: 'user',
    responses: { 200: attendanceToMarkSchema },
    errors: [403, 404],
  },
  absences: {
    method: 'get',
    path: attendancePaths.absences,
    summary: "The caller's planned absences that have not ended, by first day",
    auth: 'user',
    responses: { 200: absenceListSchema },
  },
  createAbsence: {
    method: 'post',
    path: attendancePaths.absences,
    summary:
      "Announces an absence: the events of the caller's choirs inside it are answered 'Nu particip'",
    description: `Days in Bucharest, both included, from today, at most ${ABSENCE_MAX_DAYS}; the reason (optional) becomes the answers' note. Events that have started are left as they are; global events are not answered. A parent acting for a child under 16 (or a managed child) announces it for the child; for a child of 16 or more with a login, 403.`,
    auth: 'user',
    body: absenceSchema,
    responses: { 201: absenceCreatedSchema },
    errors: [403],
  },
  deleteAbsence: {
    method: 'delete',
    path: attendancePaths.absence,
    summary: 'Deletes one of the caller’s absences; the answers it gave stay',
    auth: 'user',
    responses: { 204: null },
    errors: [403, 404],
  },
} satisfies Record<string, Operation>;
