/** A labelled group of radio buttons (e.g. sex M/F), with its error list. */
import { RadioGroup as AriaRadioGroup, Label, Radio } from 'react-aria-components';
import { FieldErrorList, fieldState } from './FieldErrorList.tsx';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  label: string;
  name: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: string[];
  isRequired?: boolean;
}

export function RadioGroup({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  errors = [],
  isRequired,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      name={name}
      value={value || null}
      onChange={onChange}
      {...fieldState({ errors, onBlur, isRequired })}
      orientation="horizontal"
      className="field radio-group"
    >
      <Label className="field__label">{label}</Label>
      <div className="radio-group__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="radio">
            <span className="radio__dot" aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldErrorList errors={errors} />
    </AriaRadioGroup>
  );
}
