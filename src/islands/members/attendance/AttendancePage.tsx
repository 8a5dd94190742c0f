/**
 * /cont/prezenta/?eveniment=ID (issue #28): the choir's conductors take attendance on a phone. The
 * event and when it closes, the counts (pending taps included), what is not saved yet, then the
 * members by voice part ('Fără voce' last) when the choir has parts, else by name, each one tap
 * from prezent / absent / absent motivat (AttendanceRow). Saving and the offline queue:
 * use-attendance.ts. After the close the page only reads ('Prezența s-a închis pe …'). Without an
 * event, the choir's conductors see its figures over a period (ChoirFigures).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useRef } from 'react';
import type { AttendanceList, AttendanceRow as Row } from '../../../lib/api/attendance.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { attendance as m } from '../../../lib/messages-attendance.ts';
import type { AttendanceStatus } from '../../../lib/schemas/attendance.ts';
import { $isConductor, $selectedChoir } from '../../../stores/choirs.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { EVENTS_PATH } from '../calendar/event-link.ts';
import { AttendanceRow } from './AttendanceRow.tsx';
import { ChoirFigures } from './ChoirFigures.tsx';
import { type Pending, useAttendance } from './use-attendance.ts';
import './attendance.css';

/** The event's id from `?eveniment=`, or null. */
function eventIdOfPage(): number | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('eveniment') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The members in groups: one per voice part in the library's order, then 'Fără voce'. */
function groupsOf(list: AttendanceList): { title: string; rows: Row[] }[] {
  if (list.voice_parts.length === 0) return [{ title: m.members, rows: list.members }];
  const groups = list.voice_parts.map((part) => ({
    title: part.name,
    rows: list.members.filter((row) => row.voice_part === part.id),
  }));
  const none = list.members.filter((row) => row.voice_part === null);
  return [...groups, ...(none.length ? [{ title: m.noVoice, rows: none }] : [])];
}

function countsOf(list: AttendanceList, pending: Pending) {
  const counts = { present: 0, absent: 0, excused: 0, unmarked: 0 };
  for (const row of list.members) counts[pending[row.user_id] ?? row.status ?? 'unmarked']++;
  return counts;
}

function Sheet({ eventId }: { eventId: number }) {
  // The refusal names the member; the list is read when it comes, not when the hook is made.
  const names = useRef(new Map<number, string>());
  const onRefused = useCallback((userId: number, why: string) => {
    showToast({ tone: 'error', text: m.rejected(names.current.get(userId) ?? '', why) });
  }, []);
  const { list, failed, pending, sending, mark, reload } = useAttendance(eventId, onRefused);
  for (const row of list?.members ?? []) names.current.set(row.user_id, row.name);
  const counts = useMemo(() => (list ? countsOf(list, pending) : null), [list, pending]);
  if (!list) {
    return failed ? (
      <LoadFailed message={m.loadFailed} retry={m.retry} onRetry={reload} look="card" />
    ) : (
      <p className="box__empty">{m.loading}</p>
    );
  }
  const { event } = list;
  const unsaved = Object.keys(pending).length;
  const closed = new Date(event.closes_at).getTime() <= Date.now();
  return (
    <>
      <header className="attendance-head">
        <h2>{event.title}</h2>
        <p className="box__meta">{formatDateTime(event.start)}</p>
        <p className="box__meta">
          {closed
            ? m.closedOn(formatDate(event.closes_at))
            : m.editableUntil(formatDate(event.closes_at))}
        </p>
      </header>
      {counts ? (
        <dl className="attendance-counts" aria-label={m.counts}>
          {(['present', 'absent', 'excused', 'unmarked'] as const).map((key) => (
            <div key={key} className={`attendance-count attendance-count--${key}`}>
              <dt>{m[key]}</dt>
              <dd>{counts[key]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="attendance-saving" role="status">
        {unsaved > 0 ? m.pending(unsaved) : sending ? m.sending : ''}
      </p>
      {!event.open && !closed ? <Banner tone="info">{m.notStarted}</Banner> : null}
      {list.members.length === 0 ? <p className="box__empty">{m.noMembers}</p> : null}
      {groupsOf(list).map((group) => (
        <section key={group.title} className="attendance-group" aria-label={group.title}>
          <h3>{group.title}</h3>
          <ul className="attendance-list">
            {group.rows.map((row) => (
              <AttendanceRow
                key={row.user_id}
                row={row}
                pending={pending[row.user_id]}
                readOnly={!event.open}
                onMark={(status: AttendanceStatus) => mark(row.user_id, status)}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export default function AttendancePage() {
  const choir = useStore($selectedChoir);
  const isConductor = useStore($isConductor);
  const eventId = eventIdOfPage();
  return (
    <ChoirPageFrame className="attendance-page" title={m.title}>
      <a className="box__link" href={EVENTS_PATH}>
        {m.back}
      </a>
      {eventId === null && choir ? (
        <>
          <p className="box__meta">{m.noEvent}</p>
          {isConductor ? <ChoirFigures choirId={choir.id} /> : null}
        </>
      ) : null}
      {eventId !== null && choir ? <Sheet key={eventId} eventId={eventId} /> : null}
    </ChoirPageFrame>
  );
}
