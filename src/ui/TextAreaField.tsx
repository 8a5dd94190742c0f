/**
 * A labelled multi-line text with an optional description and its error list: the sibling of
 * TextField for descriptions and messages. The parent decides which errors to show (use-form.ts).
 */
import type { ReactNode } from 'react';
import { TextField as AriaTextField, Label, Text, TextArea } from 'react-aria-components';
import { FieldErrorList } from './FieldErrorList.tsx';

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: string[];
  description?: ReactNode;
  rows?: number;
  isDisabled?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
}

export function TextAreaField({
  label,
  description,
  errors = [],
  value,
  onBlur,
  rows = 5,
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
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldErrorList errors={errors} />
    </AriaTextField>
  );
}
