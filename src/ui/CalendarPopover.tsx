/**
 * The calendar of the DatePicker, in a popover: month arrows plus a year list, because a birth
 * date is often years away from the year the calendar opens on. The focused month is controlled
 * here so that choosing a year moves the grid there.
 */
import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { datePicker as m } from '../lib/messages.ts';

export interface CalendarPopoverProps {
  /** The month shown when the popover opens: the value, or the placeholder date. */
  start: CalendarDate;
  minYear: number;
  maxYear: number;
}

export function CalendarPopover(props: CalendarPopoverProps) {
  return (
    <Popover className="popover popover--calendar">
      <Dialog className="calendar-dialog" aria-label={m.calendar}>
        <CalendarBody {...props} />
      </Dialog>
    </Popover>
  );
}

/** Mounted each time the popover opens, so it starts on the current value. */
function CalendarBody({ start, minYear, maxYear }: CalendarPopoverProps) {
  const [focused, setFocused] = useState(start);
  const years: number[] = [];
  for (let year = maxYear; year >= minYear; year -= 1) years.push(year);
  return (
    <Calendar
      className="calendar"
      firstDayOfWeek="mon"
      focusedValue={focused}
      onFocusChange={setFocused}
    >
      <header className="calendar__header">
        <Button slot="previous" className="calendar__nav">
          ‹
        </Button>
        <Heading className="calendar__heading" />
        <Button slot="next" className="calendar__nav">
          ›
        </Button>
      </header>
      <label className="calendar__year">
        <span>{m.year}</span>
        <select
          value={focused.year}
          onChange={(event) => setFocused(focused.set({ year: Number(event.target.value) }))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <CalendarGrid className="calendar__grid">
        {(date) => <CalendarCell date={date} className="calendar__cell" />}
      </CalendarGrid>
    </Calendar>
  );
}
