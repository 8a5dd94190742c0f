/** A labelled group of checkboxes for a question that takes several answers, with its error list. */
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  Label,
} from 'react-aria-components';
import { FieldErrorList } from './FieldErrorList.tsx';
import type { RadioOption } from './RadioGroup.tsx';

export interface CheckboxGroupProps {
  label: string;
  name: string;
  options: readonly RadioOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  errors?: string[];
  isRequired?: boolean;
}

export function CheckboxGroup({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  errors = [],
  isRequired,
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      name={name}
      value={[...value]}
      onChange={onChange}
      {...(onBlur ? { onBlur } : {})}
      isInvalid={errors.length > 0}
      isRequired={isRequired ?? false}
      validationBehavior="aria"
      className="field checkbox-group"
    >
      <Label className="field__label">{label}</Label>
      {options.map((option) => (
        <AriaCheckbox key={option.value} value={option.value} className="checkbox">
          <span className="checkbox__box" aria-hidden="true">
            <svg viewBox="0 0 18 18" className="checkbox__tick" aria-hidden="true">
              <polyline points="3.5 9.5 7.5 13 14.5 5" />
            </svg>
          </span>
          <span className="checkbox__label">{option.label}</span>
        </AriaCheckbox>
      ))}
      <FieldErrorList errors={errors} />
    </AriaCheckboxGroup>
  );
}
