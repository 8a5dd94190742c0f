/** A labelled multi-line text input with its error list (descriptions, notes). */
import { TextField as AriaTextField, Label, TextArea } from 'react-aria-components';
import { FieldErrorList } from './FieldErrorList.tsx';

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: string[];
  isRequired?: boolean;
  isReadOnly?: boolean;
  rows?: number;
}

export function TextAreaField({
  label,
  errors = [],
  value,
  onBlur,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  return (
    <AriaTextField
      {...rest}
      value={value ?? ''}
      {...(onBlur ? { onBlur } : {})}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
      className="field"
    >
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input field__textarea" rows={rows} />
      <FieldErrorList errors={errors} />
    </AriaTextField>
  );
}
