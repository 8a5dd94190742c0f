/**
 * Ateliere (issue #12): the session dates, the latest first, each with its sign-up window, its
 * workshops (hour, places taken) and its actions in modals; a workshop's or a date's sign-ups
 * open on the same page (`?workshop=N` / `?session=N`, so they can be linked and left with the
 * browser's back), with their export links.
 */
import { useState } from 'react';
import { api } from '../../../client/api.ts';
import type { StaffWorkshop, StaffWorkshopSession } from '../../../lib/api/staff-workshops.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { STAFF_PAGE_SIZE } from '../../../lib/limits.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffWorkshops as m } from '../../../lib/messages-staff-workshops.ts';
import { staffWorkshopPaths as paths } from '../../../lib/paths/staff-submissions.ts';
import { Button } from '../../../ui/Button.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { DeleteModal } from './DeleteModal.tsx';
import { SessionFormModal } from './SessionFormModal.tsx';
import { SignUpsView } from './SignUpsView.tsx';
import { WorkshopFormModal } from './WorkshopFormModal.tsx';
import './workshops.css';

const NO_FILTERS = [] as const;
const longDay = (day: string) => formatDate(`${day}T12:00:00Z`);

type Dialog =
  | { kind: 'session'; session?: StaffWorkshopSession }
  | { kind: 'deleteSession'; session: StaffWorkshopSession }
  | { kind: 'workshop'; sessionId: number; workshop?: StaffWorkshop }
  | { kind: 'deleteWorkshop'; workshop: StaffWorkshop };

export default function WorkshopsPage() {
  const list = useStaffList<StaffWorkshopSession>(apiPath(paths.sessions), NO_FILTERS);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const sessions = list.data?.results ?? [];
  const workshopId = Number(list.param('workshop')) || 0;
  const sessionId = Number(list.param('session')) || 0;
  if (workshopId) {
    const workshop = sessions.flatMap((s) => s.workshops).find((w) => w.id === workshopId);
    return (
      <SignUpsView
        path={apiPath(paths.workshopSignUps, { id: workshopId })}
        exportHref={apiHref(paths.workshopSignUps, { id: workshopId })}
        heading={workshop ? m.signUpsTitle(workshop.title) : m.signUpsLabel}
        onBack={() => list.setParam('workshop', '')}
      />
    );
  }
  if (sessionId) {
    const session = sessions.find((s) => s.id === sessionId);
    return (
      <SignUpsView
        path={apiPath(paths.sessionSignUps, { id: sessionId })}
        exportHref={apiHref(paths.sessionSignUps, { id: sessionId })}
        heading={session ? m.sessionSignUpsTitle(longDay(session.date)) : m.signUpsLabel}
        onBack={() => list.setParam('session', '')}
      />
    );
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / STAFF_PAGE_SIZE)) : 1;
  return (
    <>
      <p>{m.intro}</p>
      <div className="workshop-toolbar">
        <Button onPress={() => setDialog({ kind: 'session' })}>{m.addSession}</Button>
      </div>
      {list.failed && !list.data ? (
        <LoadFailed message={staff.loadFailed} retry={staff.retry} onRetry={list.reload} />
      ) : null}
      {list.data && sessions.length === 0 ? (
        <p className="staff-list__empty">{m.noSessions}</p>
      ) : null}
      <ul className="workshop-sessions" aria-label={m.sessionsLabel}>
        {sessions.map((session) => (
          <li key={session.id}>
            <SessionCard session={session} open={setDialog} showSignUps={list.setParam} />
          </li>
        ))}
      </ul>
      <Pager
        label={staff.pagesOf(m.sessionsLabel)}
        page={list.page}
        pages={pages}
        onPage={list.setPage}
      />

      {dialog?.kind === 'session' ? (
        <SessionFormModal session={dialog.session} onSaved={list.reload} onClose={close} />
      ) : null}
      {dialog?.kind === 'deleteSession' ? (
        <DeleteModal
          title={m.deleteSession}
          question={m.confirmDeleteSession(longDay(dialog.session.date))}
          remove={() => api.delete(apiPath(paths.session, { id: dialog.session.id }))}
          done={m.sessionDeleted}
          failed={m.deleteFailed}
          onDeleted={list.reload}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'workshop' ? (
        <WorkshopFormModal
          sessionId={dialog.sessionId}
          workshop={dialog.workshop}
          onSaved={list.reload}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'deleteWorkshop' ? (
        <DeleteModal
          title={m.deleteWorkshop(dialog.workshop.title)}
          question={m.confirmDeleteWorkshop(dialog.workshop.title)}
          remove={() => api.delete(apiPath(paths.workshop, { id: dialog.workshop.id }))}
          done={m.workshopDeleted}
          failed={m.deleteFailed}
          onDeleted={list.reload}
          onClose={close}
        />
      ) : null}
    </>
  );
}

interface CardProps {
  session: StaffWorkshopSession;
  open: (dialog: Dialog) => void;
  showSignUps: (name: 'workshop' | 'session', id: string) => void;
}

function SessionCard({ session, open, showSignUps }: CardProps) {
  const day = longDay(session.date);
  const headingId = `session-${session.id}`;
  return (
    <article className="workshop-session" aria-labelledby={headingId}>
      <header className="workshop-session__header">
        <h2 id={headingId}>{m.sessionHeading(day)}</h2>
        <span className={`workshop-state ${session.open ? 'workshop-state--open' : ''}`}>
          {session.open ? m.open : m.closed}
        </span>
      </header>
      <p className="workshop-session__window">
        {m.windowText(session.availability_start, session.availability_end)}
        {' · '}
        {m.taken(session.sign_ups, null)}
      </p>
      <div className="workshop-session__actions">
        <Button
          variant="secondary"
          onPress={() => open({ kind: 'workshop', sessionId: session.id })}
        >
          {m.addWorkshop}
        </Button>
        <Button variant="secondary" onPress={() => open({ kind: 'session', session })}>
          {m.editSession}
        </Button>
        <Button
          variant="secondary"
          onPress={() => showSignUps('session', String(session.id))}
          isDisabled={session.sign_ups === 0}
        >
          {m.showSessionSignUps}
        </Button>
        <Button variant="ghost" onPress={() => open({ kind: 'deleteSession', session })}>
          {m.deleteSession}
        </Button>
      </div>
      {session.workshops.length === 0 ? (
        <p>{m.noWorkshops}</p>
      ) : (
        <div className="staff-list__scroll">
          <table className="data-table staff-table">
            <caption className="visually-hidden">{m.workshopsOf(day)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.hour}</th>
                <th scope="col">{m.workshopTitle}</th>
                <th scope="col">{m.places}</th>
                <th scope="col">{m.signUpsLabel}</th>
              </tr>
            </thead>
            <tbody>
              {session.workshops.map((w) => (
                <tr key={w.id}>
                  <td data-label={m.hour}>{w.hour}</td>
                  <td data-label={m.workshopTitle}>
                    <strong>{w.title}</strong>
                    {w.description ? <p className="workshop-description">{w.description}</p> : null}
                  </td>
                  <td data-label={m.places}>{m.taken(w.taken, w.places)}</td>
                  <td data-label={m.signUpsLabel}>
                    <div className="workshop-actions">
                      <a
                        href={`?workshop=${w.id}`}
                        onClick={(event) => {
                          if (
                            event.metaKey ||
                            event.ctrlKey ||
                            event.shiftKey ||
                            event.button !== 0
                          )
                            return;
                          event.preventDefault();
                          showSignUps('workshop', String(w.id));
                        }}
                      >
                        {m.showSignUps(w.title)}
                      </a>
                      <Button
                        variant="ghost"
                        onPress={() =>
                          open({ kind: 'workshop', sessionId: session.id, workshop: w })
                        }
                        aria-label={m.editWorkshop(w.title)}
                      >
                        {m.edit}
                      </Button>
                      <Button
                        variant="ghost"
                        onPress={() => open({ kind: 'deleteWorkshop', workshop: w })}
                        aria-label={m.deleteWorkshop(w.title)}
                      >
                        {staff.confirmDelete}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
