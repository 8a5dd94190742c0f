/**
 * The month view (document 1 §2.11): react-aria's Calendar in Romanian, Monday first, with the
 * days that hold events marked by dots and described to screen readers ('2 evenimente').
 * react-aria gives the keyboard: arrows move by day, Page Up/Down by month, Enter chooses.
 * The focused day is controlled by the page, so a deep link can move the grid to its event.
 */
import type { CalendarDate } from '@internationalized/date';
import { useId, useLayoutEffect, useRef } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { calendar as m } from '../../../lib/messages-calendar.ts';
import { Button as UiButton } from '../../../ui/Button.tsx';

/** At most this many dots in a cell (their keys); the description tells the exact count. */
const DOTS = ['first', 'second', 'third'];

export interface MonthCalendarProps {
  selected: CalendarDate;
  onSelect: (day: CalendarDate) => void;
  focused: CalendarDate;
  onFocusChange: (day: CalendarDate) => void;
  /** Events per day of the visible grid: 'YYYY-MM-DD' → count. */
  counts: ReadonlyMap<string, number>;
  isBusy: boolean;
  /** 'Azi': back to today's month and day. */
  onToday: () => void;
}

/**
 * A day with its dots. react-aria's cell names itself from the date and does not pass an
 * aria-describedby through, so the description is attached to its button element after render
 * (React does not manage that attribute, so no render removes it). The described text is a
 * `hidden` span: not shown, not read twice, still a valid description source.
 */
function DayCell({ date, count }: { date: CalendarDate; count: number }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const descriptionId = useId();
  useLayoutEffect(() => {
    const button = ref.current?.firstElementChild;
    if (!button) return;
    if (count > 0) button.setAttribute('aria-describedby', descriptionId);
    else button.removeAttribute('aria-describedby');
  }, [count, descriptionId]);
  return (
    <CalendarCell ref={ref} date={date} className="month__cell">
      {({ formattedDate }) => (
        <>
          <span className="month__number">{formattedDate}</span>
          {count > 0 ? (
            <>
              <span className="month__dots" aria-hidden="true">
                {DOTS.slice(0, count).map((dot) => (
                  <span key={dot} className="month__dot" />
                ))}
              </span>
              <span id={descriptionId} hidden>
                {m.eventCount(count)}
              </span>
            </>
          ) : null}
        </>
      )}
    </CalendarCell>
  );
}

export function MonthCalendar(props: MonthCalendarProps) {
  const { selected, onSelect, focused, onFocusChange, counts, isBusy, onToday } = props;
  const hintId = useId();
  return (
    <I18nProvider locale="ro-RO">
      <Calendar
        aria-label={m.month}
        aria-describedby={hintId}
        className="month"
        firstDayOfWeek="mon"
        value={selected}
        onChange={onSelect}
        focusedValue={focused}
        onFocusChange={onFocusChange}
      >
        <header className="month__header">
          <Button slot="previous" className="month__nav" aria-label={m.previousMonth}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Heading className="month__heading" />
          <Button slot="next" className="month__nav" aria-label={m.nextMonth}>
            <span aria-hidden="true">›</span>
          </Button>
        </header>
        <CalendarGrid className="month__grid" aria-busy={isBusy || undefined}>
          {(date) => <DayCell date={date} count={counts.get(date.toString()) ?? 0} />}
        </CalendarGrid>
      </Calendar>
      <div className="month__footer">
        <p id={hintId} className="month__hint">
          {m.keyboardHint}
        </p>
        {/* Outside the Calendar: its button slots are 'previous' and 'next' only. */}
        <UiButton variant="secondary" onPress={onToday}>
          {m.today}
        </UiButton>
      </div>
    </I18nProvider>
  );
}
