/**
 * A date field with a calendar popover, in Romanian (day, month, year segments; Monday first).
 * The value is a 'YYYY-MM-DD' string ('' while empty or incomplete), as the API expects (spec §5).
 * An empty picker opens on `placeholderYear` (birth dates: BIRTH_DATE_PICKER_START_YEAR).
 */
import { CalendarDate, type DateValue, parseDate, today } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  Button,
  DateInput,
  DateSegment,
  Group,
  I18nProvider,
  Label,
} from 'react-aria-components';
import { datePicker as m } from '../lib/messages.ts';
import { CalendarPopover } from './CalendarPopover.tsx';
import { FieldErrorList, fieldState } from './FieldErrorList.tsx';

export interface DatePickerProps {
  label: string;
  name: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: string[];
  placeholderYear?: number;
  /** Dates after today cannot be picked (birth dates). */
  disallowFuture?: boolean;
  isRequired?: boolean;
}

const TIME_ZONE = 'Europe/Bucharest';
const MIN_YEAR = 1900;

function toDate(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export function DatePicker(props: DatePickerProps) {
  const { label, name, value, onChange, errors = [], placeholderYear, disallowFuture } = props;
  const now = today(TIME_ZONE);
  const placeholder = new CalendarDate(placeholderYear ?? now.year, 1, 1);
  const maxYear = disallowFuture ? now.year : now.year + 10;
  return (
    <I18nProvider locale="ro-RO">
      <AriaDatePicker<DateValue>
        name={name}
        value={toDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        placeholderValue={placeholder}
        granularity="day"
        minValue={new CalendarDate(MIN_YEAR, 1, 1)}
        {...(disallowFuture ? { maxValue: now } : {})}
        {...fieldState({ ...props, errors })}
        shouldForceLeadingZeros
        className="field"
      >
        <Label className="field__label">{label}</Label>
        <Group className="field__input date-picker__group">
          <DateInput className="date-picker__input">
            {(segment) => <DateSegment segment={segment} className="date-picker__segment" />}
          </DateInput>
          <Button className="date-picker__button" aria-label={m.openCalendar}>
            <svg viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
              <rect
                x="3"
                y="4.5"
                width="14"
                height="12"
                rx="2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
              <path d="M3 8.5h14M7 2.5v4M13 2.5v4" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </Button>
        </Group>
        <FieldErrorList errors={errors} />
        <CalendarPopover
          start={toDate(value) ?? placeholder}
          minYear={MIN_YEAR}
          maxYear={maxYear}
        />
      </AriaDatePicker>
    </I18nProvider>
  );
}
