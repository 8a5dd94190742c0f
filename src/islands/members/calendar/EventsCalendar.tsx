/**
 * /cont/evenimente (document 1 §2.11): the month of the selected choir with its events, the
 * chosen day's list with 'Creează eveniment', the event modals and the calendar feed box.
 * The page is guarded like every members page but the dashboard (ChoirGuard); until the guard
 * has decided, and for a choir that is not confirmed, it shows the notice instead of loading
 * anything (document 1 §2.11, document 2 §2).
 */
import {
  type CalendarDate,
  isSameMonth,
  parseDate,
  startOfMonth,
  today,
} from '@internationalized/date';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { calendar as m } from '../../../lib/messages-calendar.ts';
import { EVENT_TIME_ZONE } from '../../../lib/schemas/event.ts';
import { $isConductor, $selectedChoir } from '../../../stores/choirs.ts';
import { $user } from '../../../stores/session.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { MonthExport } from '../export/MonthExport.tsx';
import { CalendarFeedBox } from './CalendarFeedBox.tsx';
import { CountedPresentBox } from './CountedPresentBox.tsx';
import { DayEvents } from './DayEvents.tsx';
import { EventDetailsModal } from './EventDetailsModal.tsx';
import { EventFormModal } from './EventFormModal.tsx';
import { EventSignupModal } from './EventSignupModal.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';
import { MonthList } from './MonthList.tsx';
import { countByDay, eventsOnDay, firstEventDay } from './month-window.ts';
import { useEventDialog } from './use-event-dialog.ts';
import { useMonthEvents } from './use-month-events.ts';
import './calendar.css';
import './calendar-events.css';

function CalendarView({ choirId }: { choirId: number }) {
  const user = useStore($user);
  const isConductor = useStore($isConductor);
  const [selected, setSelected] = useState<CalendarDate>(() => today(EVENT_TIME_ZONE));
  const [focused, setFocused] = useState<CalendarDate>(selected);
  // Set when the person moves to another month: the day's list follows once its events are in.
  const [followMonth, setFollowMonth] = useState(false);
  const { events, failed } = useMonthEvents(choirId, focused);
  const counts = useMemo(() => countByDay(events ?? []), [events]);
  const { dialog, open } = useEventDialog((event) => {
    const day = parseDate(event.startDate);
    setSelected(day);
    setFocused(day);
  });

  // Another month (its arrows, Page Up/Down, an arrow past its edge): the day's list moves to it,
  // on the 1st at once, then on its first day with events when there is one.
  const moveFocus = (day: CalendarDate) => {
    setFocused(day);
    if (isSameMonth(day, focused)) return;
    setSelected(startOfMonth(day));
    setFollowMonth(true);
  };
  useEffect(() => {
    if (!followMonth || !events) return;
    setFollowMonth(false);
    const day = firstEventDay(events, focused);
    if (day) setSelected(day);
  }, [events, followMonth, focused]);

  // A deep link's day may lie outside the grid until its month loads.
  const dayEvents = useMemo(
    () => (events ? eventsOnDay(events, selected) : undefined),
    [events, selected],
  );
  const close = () => open(null);
  const goToday = () => {
    const now = today(EVENT_TIME_ZONE);
    setSelected(now);
    setFocused(now);
  };

  return (
    <>
      <div className="events-layout">
        <MonthList
          month={focused}
          events={events}
          onOpen={(event) => open({ kind: 'details', event })}
        />
        <div className="card events-month">
          <MonthCalendar
            selected={selected}
            focused={focused}
            counts={counts}
            isBusy={!events && !failed}
            onSelect={(day) => {
              setSelected(day);
              setFocused(day);
            }}
            onFocusChange={moveFocus}
            onToday={goToday}
          />
          <MonthExport events={events} month={focused} />
        </div>
        <DayEvents
          day={selected}
          events={dayEvents}
          failed={failed}
          onOpen={(event) => open({ kind: 'details', event })}
        >
          <Button onPress={() => open({ kind: 'create' })}>{m.create}</Button>
        </DayEvents>
      </div>
      <CountedPresentBox />
      <CalendarFeedBox />
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <EventFormModal
          choirId={choirId}
          isStaff={user?.is_staff ?? false}
          day={selected.toString()}
          onClose={close}
          {...(dialog.kind === 'edit' ? { event: dialog.event } : {})}
        />
      ) : null}
      {dialog?.kind === 'details' ? (
        <EventDetailsModal
          event={dialog.event}
          choirId={choirId}
          isConductor={isConductor}
          onEdit={() => open({ kind: 'edit', event: dialog.event })}
          onAnswer={() => open({ kind: 'signup', event: dialog.event })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'signup' ? <EventSignupModal event={dialog.event} onClose={close} /> : null}
    </>
  );
}

export default function EventsCalendar() {
  const choir = useStore($selectedChoir);
  return (
    <ChoirPageFrame className="events-page" title={m.title}>
      {/* A new choir starts a new calendar: nothing of the previous choir's state survives. */}
      {choir ? <CalendarView key={choir.id} choirId={choir.id} /> : null}
    </ChoirPageFrame>
  );
}
