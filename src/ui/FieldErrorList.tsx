/**
 * The errors of one field, as a list tied to the control by react-aria (aria-describedby).
 * Rendered only while the field is invalid.
 */
import { FieldError } from 'react-aria-components';

export function FieldErrorList({ errors }: { errors: string[] }) {
  return (
    <FieldError elementType="ul" className="field__errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </FieldError>
  );
}
