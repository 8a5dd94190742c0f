/**
 * A labelled text input with an optional description and its error list. The parent decides
 * which errors to show (see use-form.ts); an empty list means "valid". Passwords use type="password".
 */
import type { ReactNode } from 'react';
import { TextField as AriaTextField, Input, Label, Text } from 'react-aria-components';
import { FieldErrorList } from './FieldErrorList.tsx';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: string[];
  description?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

export function TextField({
  label,
  description,
  errors = [],
  value,
  onBlur,
  ...rest
}: TextFieldProps) {
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
      <Input className="field__input" />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldErrorList errors={errors} />
    </AriaTextField>
  );
}
