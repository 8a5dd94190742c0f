/** Attendance (issue #28): an event's list and one member's mark, a member's own, planned absences. */
export const attendancePaths = {
  list: '/api/event/{id}/attendance/',
  mark: '/api/event/{id}/attendance/{user_id}/',
  mine: '/api/attendance/mine/',
  /** Figures over a period (`?from=&to=`): the caller's own, a choir's for its conductors. */
  mineFigures: '/api/attendance/mine/figures/',
  figures: '/api/choir/{id}/attendance/figures/',
  /** The choir's events of today and yesterday, for the conductor's dashboard. */
  toMark: '/api/choir/{id}/attendance/to-mark/',
  absences: '/api/absences/',
  absence: '/api/absences/{id}/',
} as const;

/** The page where conductors take attendance, on one event: `?eveniment=ID`. */
export const ATTENDANCE_PAGE = '/cont/prezenta/';
export const attendanceLink = (eventId: number) => `${ATTENDANCE_PAGE}?eveniment=${eventId}`;
