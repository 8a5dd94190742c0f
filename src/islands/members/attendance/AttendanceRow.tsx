/**
 * One member on the attendance page: their name, then prezent / absent / absent motivat as native
 * radio buttons drawn as one pill of three big segments (a thumb's target, the arrow keys move
 * between them, each choice is one tap). A pre-mark from the member's answer is checked and says
 * so; a tap not yet saved says 'nesalvat'.
 */
import type { AttendanceRow as Row } from '../../../lib/api/attendance.ts';
import { ATTENDANCE_STATUSES, attendance as m } from '../../../lib/messages-attendance.ts';
import { EVENT_ANSWERS } from '../../../lib/messages-events.ts';
import {
  ATTENDANCE_STATUS_VALUES,
  type AttendanceStatus,
} from '../../../lib/schemas/attendance.ts';

export interface AttendanceRowProps {
  row: Row;
  /** A tap not yet saved, which the row shows over the server's status. */
  pending: AttendanceStatus | undefined;
  readOnly: boolean;
  onMark: (status: AttendanceStatus) => void;
}

export function AttendanceRow({ row, pending, readOnly, onMark }: AttendanceRowProps) {
  const status = pending ?? row.status;
  const name = row.name_hint ? `${row.name} (${row.name_hint})` : row.name;
  const hint =
    pending !== undefined
      ? m.unsaved
      : !row.marked && row.status !== null && row.answer
        ? `${m.answered(EVENT_ANSWERS[row.answer])}, ${m.premarked}`
        : null;
  return (
    <li className="attendance-row">
      <fieldset className="attendance-row__set">
        <legend className="attendance-row__name">
          {name}
          {hint ? <span className="attendance-row__hint"> · {hint}</span> : null}
        </legend>
        <div className="attendance-row__choices">
          {ATTENDANCE_STATUS_VALUES.map((value) => (
            <label key={value} className={`attendance-choice attendance-choice--${value}`}>
              <input
                type="radio"
                name={`attendance-${row.user_id}`}
                value={value}
                checked={status === value}
                disabled={readOnly}
                // A click, not a change: tapping a pre-mark's checked button confirms (stores) it.
                onClick={() => {
                  if (pending !== value && (row.status !== value || !row.marked)) onMark(value);
                }}
                onChange={() => {}}
              />
              <span>{ATTENDANCE_STATUSES[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
