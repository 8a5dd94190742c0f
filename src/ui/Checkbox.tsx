/** A checkbox with its label and error list (for agreements that must be ticked). */
import { type ReactNode, useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';

export interface CheckboxProps {
  name: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  errors?: string[];
  children: ReactNode;
}

export function Checkbox({ name, value, onChange, onBlur, errors = [], children }: CheckboxProps) {
  const errorId = useId();
  const invalid = errors.length > 0;
  return (
    <div className="field field--checkbox">
      <AriaCheckbox
        name={name}
        isSelected={value ?? false}
        onChange={onChange}
        {...(onBlur ? { onBlur } : {})}
        isInvalid={invalid}
        validationBehavior="aria"
        aria-describedby={invalid ? errorId : undefined}
        className="checkbox"
      >
        <span className="checkbox__box" aria-hidden="true">
          <svg viewBox="0 0 18 18" className="checkbox__tick" aria-hidden="true">
            <polyline points="3.5 9.5 7.5 13 14.5 5" />
          </svg>
        </span>
        <span className="checkbox__label">{children}</span>
      </AriaCheckbox>
      {invalid ? (
        <ul id={errorId} className="field__errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
