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

type PresetProps = Omit<TextFieldProps, 'name' | 'type' | 'inputMode' | 'autoComplete'>;

/** An e-mail address: the keyboard with '@', the address the browser keeps. */
export const EmailField = (props: PresetProps) => (
  <TextField name="email" type="email" inputMode="email" autoComplete="email" {...props} />
);

/** A phone number of 10 digits: the numeric keyboard, the number the browser keeps. */
export const PhoneField = (props: PresetProps) => (
  <TextField name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" {...props} />
);
