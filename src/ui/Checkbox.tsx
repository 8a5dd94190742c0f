/** A checkbox with its label and error list (for agreements that must be ticked). */
import { type ReactNode, useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { ErrorList } from './FieldErrorList.tsx';
import { PrivacyLink } from './PrivacyLink.tsx';

/** The drawn box of every checkbox of the kit, its tick shown by CSS when selected. */
export const CheckboxBox = () => (
  <span className="checkbox__box" aria-hidden="true">
    <svg viewBox="0 0 18 18" className="checkbox__tick" aria-hidden="true">
      <polyline points="3.5 9.5 7.5 13 14.5 5" />
    </svg>
  </span>
);

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
        <CheckboxBox />
        <span className="checkbox__label">{children}</span>
      </AriaCheckbox>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** The agreement a form asks before it sends ('agreed'), with the privacy link under it. */
export const Agreement = (props: Omit<CheckboxProps, 'name'>) => (
  <>
    <Checkbox name="agreed" {...props} />
    <p className="form__aside">
      <PrivacyLink />
    </p>
  </>
);
