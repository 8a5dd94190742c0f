/**
 * The dashboard's 'Prezența de azi' for the choir's conductors (issue #28): the choir's events of
 * yesterday and today that have started, each a link to its attendance page with how many members
 * are not marked yet. Nothing at all on a day without such an event.
 */
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { AttendanceToMark } from '../../../lib/api/attendance.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { attendance as m } from '../../../lib/messages-attendance.ts';
import { attendanceLink, attendancePaths } from '../../../lib/paths/attendance.ts';

export function AttendanceTodayBox({ choirId }: { choirId: number }) {
  const { data } = useCachedGet<AttendanceToMark>(apiPath(attendancePaths.toMark, { id: choirId }));
  if (!data || data.length === 0) return null;
  return (
    <section className="box" aria-labelledby="attendance-today-title">
      <h2 id="attendance-today-title">{m.dashboardTitle}</h2>
      <p className="box__meta">{m.dashboardIntro}</p>
      <ul className="box__list">
        {data.map((event) => (
          <li key={event.id}>
            <a href={attendanceLink(event.id)}>{m.openFor(event.title)}</a>
            <span className="box__meta">
              <time dateTime={event.start}>{formatDateTime(event.start)}</time>
              {` · ${m.unmarkedCount(event.unmarked)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
