/**
 * The fields that ask who a person is and how they sign in, the same in every form that asks:
 * the first and last name side by side, and a new password typed twice.
 */
import { TextField } from './TextField.tsx';
import type { FieldBinding } from './use-form.ts';

type Named = FieldBinding<string> & { label: string };

/** First and last name in one row, the browser filling both from what it keeps. */
export function NameFields({ first, last }: { first: Named; last: Named }) {
  return (
    <div className="form__row">
      <TextField autoComplete="given-name" isRequired {...first} />
      <TextField autoComplete="family-name" isRequired {...last} />
    </div>
  );
}

export interface NewPasswordFieldsProps {
  labels: { password: string; repeatPassword: string; passwordHint: string };
  password: FieldBinding<string>;
  repeat: FieldBinding<string>;
}

/** A new password and its repetition: the browser offers to make and keep one. */
export function NewPasswordFields({ labels, password, repeat }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        description={labels.passwordHint}
        isRequired
        {...password}
      />
      <TextField
        label={labels.repeatPassword}
        type="password"
        autoComplete="new-password"
        isRequired
        {...repeat}
      />
    </>
  );
}
