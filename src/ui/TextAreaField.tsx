/**
 * A labelled multi-line text with an optional description and its error list: the sibling of
 * TextField for descriptions and messages, in the same frame. The parent decides which errors to
 * show (use-form.ts).
 */
import { TextArea } from 'react-aria-components';
import { TextBox, type TextFieldProps } from './TextField.tsx';

export interface TextAreaFieldProps
  extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'autoFocus'> {
  rows?: number;
}

export const TextAreaField = ({ rows = 5, ...props }: TextAreaFieldProps) => (
  <TextBox {...props}>
    <TextArea className="field__input field__textarea" rows={rows} />
  </TextBox>
);
