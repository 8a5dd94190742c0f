/**
 * The workshops of /ateliere as one group of checkboxes (react-aria CheckboxGroup: one label, one
 * error list, arrow-free Tab order), grouped under each session date in the long Romanian format,
 * each with its hour and its places (its description tied to it by aria-describedby). A full
 * workshop stays in the list, disabled, and says 'complet' in words, not by colour alone. Each date
 * says where it takes place.
 */
import { useId } from 'react';
import { Checkbox as AriaCheckbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import type { WorkshopSessions } from '../../lib/api/workshops.ts';
import { formatDate } from '../../lib/dates.ts';
import { workshopSignup as m } from '../../lib/messages-workshops.ts';
import { CheckboxBox } from '../../ui/Checkbox.tsx';
import { FieldErrorList, fieldState } from '../../ui/FieldErrorList.tsx';
import './workshops.css';

export interface WorkshopPickerProps {
  sessions: WorkshopSessions;
  value: number[];
  onChange: (value: number[]) => void;
  onBlur?: () => void;
  errors?: string[];
}

/** Noon UTC of a YYYY-MM-DD day is that day in Bucharest too. */
export const longDay = (day: string) => formatDate(`${day}T12:00:00Z`);

export function WorkshopPicker({
  sessions,
  value,
  onChange,
  onBlur,
  errors = [],
}: WorkshopPickerProps) {
  const id = useId();
  return (
    <CheckboxGroup
      name="workshops"
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      {...fieldState({ errors, onBlur, isRequired: true })}
      className="field workshop-picker"
    >
      <Label className="field__label">{m.workshops}</Label>
      <Text slot="description" className="field__description">
        {m.workshopsHint}
      </Text>
      {sessions.map((session) => (
        // A group per date: a screen reader names the date on entering it, not only the hour.
        <fieldset key={session.id} className="workshop-picker__date">
          <legend className="workshop-picker__day">{m.sessionDate(longDay(session.date))}</legend>
          <p className="workshop-picker__place">
            {m.whereLabel}: {session.location || m.placeToCome}
          </p>
          {session.workshops.map((workshop) => {
            const places = workshop.full
              ? m.full
              : workshop.places_left === null
                ? null
                : m.placesLeft(workshop.places_left);
            const described = `${id}-about-${workshop.id}`;
            return (
              <div key={workshop.id}>
                <AriaCheckbox
                  value={String(workshop.id)}
                  // A full workshop chosen before it filled stays free to untick.
                  isDisabled={workshop.full && !value.includes(workshop.id)}
                  {...(workshop.description ? { 'aria-describedby': described } : {})}
                  className="checkbox workshop-picker__item"
                >
                  <CheckboxBox />
                  <span className="checkbox__label">
                    <strong>{workshop.title}</strong>, {m.hour(workshop.hour)}
                    {places ? (
                      <span
                        className={
                          workshop.full ? 'workshop-picker__full' : 'workshop-picker__places'
                        }
                      >
                        {' '}
                        ({places})
                      </span>
                    ) : null}
                  </span>
                </AriaCheckbox>
                {workshop.description ? (
                  <p id={described} className="workshop-picker__description">
                    {workshop.description}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
      <FieldErrorList errors={errors} />
    </CheckboxGroup>
  );
}
