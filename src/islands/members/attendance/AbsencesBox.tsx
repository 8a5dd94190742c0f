/**
 * 'Absențe anunțate' on the dashboard (issue #28): the member's absences that have not ended, each
 * with 'Șterge', and 'Anunță o absență', a dialog with the first and last day and an optional
 * reason (the schema of POST /api/absences/). A parent acting for a child does it for the child
 * (the API client sends the child). After a change the dashboard's events load again, since their
 * answers changed. The dialog's code (AbsenceForm.tsx) loads when it is first opened (issue #21).
 */
import { lazy, Suspense, useState } from 'react';
import { api } from '../../../client/api.ts';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { Absence } from '../../../lib/api/attendance.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { absences as m } from '../../../lib/messages-attendance.ts';
import { attendancePaths } from '../../../lib/paths/attendance.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';

const LIST = apiPath(attendancePaths.absences);
const AbsenceForm = lazy(() => import('./AbsenceForm.tsx'));
const rangeOf = (a: Absence) => m.range(formatDate(a.starts_on), formatDate(a.ends_on));

export function AbsencesBox({ onChanged }: { onChanged: () => void }) {
  const { data, failed, reload } = useCachedGet<Absence[]>(LIST);
  const [open, setOpen] = useState(false);
  const changed = () => {
    reload();
    onChanged();
  };
  const remove = async (absence: Absence) => {
    try {
      await api.delete(apiPath(attendancePaths.absence, { id: absence.id }));
      showToast({ tone: 'success', text: m.removed });
      changed();
    } catch {
      showToast({ tone: 'error', text: m.removeFailed });
    }
  };
  return (
    <section className="box" aria-labelledby="absences-title">
      <h2 id="absences-title">{m.title}</h2>
      {data && data.length === 0 ? <p className="box__empty">{m.none}</p> : null}
      {!data && failed ? <p className="box__empty">{m.loadFailed}</p> : null}
      {data && data.length > 0 ? (
        <ul className="box__list">
          {data.map((absence) => (
            <li key={absence.id} className="box__item">
              <span>
                {rangeOf(absence)}
                {absence.reason ? <span className="box__meta">{absence.reason}</span> : null}
              </span>
              <Button
                variant="ghost"
                className="button--small"
                aria-label={m.removeLabel(rangeOf(absence))}
                onPress={() => remove(absence)}
              >
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {m.open}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <AbsenceForm
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              changed();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
