/**
 * The parts every field of the kit shares: the state a react-aria field takes from its errors,
 * the description and error list under the control, and the plain error list of a control that
 * is no react-aria field (a lone checkbox, a list of inputs).
 */
import type { ReactNode } from 'react';
import { FieldError, Text } from 'react-aria-components';

export interface FieldStateProps {
  errors: string[];
  onBlur?: (() => void) | undefined;
  isRequired?: boolean | undefined;
}

/** Invalid while it has errors, told by ARIA only (the parent decides what to show: use-form.ts). */
export const fieldState = ({ errors, onBlur, isRequired }: FieldStateProps) => ({
  ...(onBlur ? { onBlur } : {}),
  isInvalid: errors.length > 0,
  isRequired: isRequired ?? false,
  validationBehavior: 'aria' as const,
});

/**
 * The errors of one field, as a list tied to the control by react-aria (aria-describedby).
 * Rendered only while the field is invalid.
 */
export function FieldErrorList({ errors }: { errors: string[] }) {
  return (
    <FieldError elementType="ul" className="field__errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </FieldError>
  );
}

/** What stands under a control: its description (when it has one), then its errors. */
export function FieldHelp({ description, errors }: { description?: ReactNode; errors: string[] }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldErrorList errors={errors} />
    </>
  );
}

/** The errors of a control react-aria does not wire: the control names `id` in aria-describedby. */
export function ErrorList({ id, errors }: { id: string; errors: string[] }) {
  return errors.length ? (
    <ul id={id} className="field__errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  ) : null;
}
