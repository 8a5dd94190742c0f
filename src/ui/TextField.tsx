/**
 * A labelled text input with an optional description and its error list. The parent decides
 * which errors to show (see use-form.ts); an empty list means "valid". Passwords use type="password".
 * TextBox is the frame it shares with TextAreaField: the control is its child.
 */
import type { ReactNode } from 'react';
import { TextField as AriaTextField, Input, Label } from 'react-aria-components';
import { FieldHelp, fieldState } from './FieldErrorList.tsx';

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
  isReadOnly?: boolean;
  autoFocus?: boolean;
}

export function TextBox({
  label,
  description,
  errors = [],
  value,
  onBlur,
  isRequired,
  children,
  ...rest
}: TextFieldProps & { children: ReactNode }) {
  return (
    <AriaTextField
      {...rest}
      value={value ?? ''}
      {...fieldState({ errors, onBlur, isRequired })}
      className="field"
    >
      <Label className="field__label">{label}</Label>
      {children}
      <FieldHelp description={description} errors={errors} />
    </AriaTextField>
  );
}

export const TextField = (props: TextFieldProps) => (
  <TextBox {...props}>
    <Input className="field__input" />
  </TextBox>
);

/** The presets choose the name and keyboard; a form may name the field otherwise (the login's 'username'). */
type PresetProps = Omit<TextFieldProps, 'name' | 'type'> & { name?: string };

/** An e-mail address: the keyboard with '@', the address the browser keeps. */
export const EmailField = (props: PresetProps) => (
  <TextField name="email" type="email" inputMode="email" autoComplete="email" {...props} />
);

/**
 * A phone number of 10 digits: the phone keypad (digits, space, +), the number the browser
 * keeps. It may be typed with spaces, dots or dashes; the schema keeps the digits (fields.ts).
 */
export const PhoneField = (props: PresetProps) => (
  <TextField name="phone" type="tel" inputMode="tel" autoComplete="tel-national" {...props} />
);
