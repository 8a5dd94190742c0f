/** A labelled group of checkboxes for a question that takes several answers, with its error list. */
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  Label,
} from 'react-aria-components';
import { CheckboxBox } from './Checkbox.tsx';
import { FieldErrorList, fieldState } from './FieldErrorList.tsx';
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
      {...fieldState({ errors, onBlur, isRequired })}
      className="field checkbox-group"
    >
      <Label className="field__label">{label}</Label>
      {options.map((option) => (
        <AriaCheckbox key={option.value} value={option.value} className="checkbox">
          <CheckboxBox />
          <span className="checkbox__label">{option.label}</span>
        </AriaCheckbox>
      ))}
      <FieldErrorList errors={errors} />
    </AriaCheckboxGroup>
  );
}
