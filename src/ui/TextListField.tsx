/**
 * An editable list of short texts (a choir's awards, its participation): a group named by its
 * legend, one text input per entry with a button that removes it, and a button that adds one.
 * Every control is a real button or input, so the keyboard reaches each in order; after adding,
 * the focus goes to the new entry, after removing, to the entry that took its place (or to the
 * add button when none is left), so a keyboard user is never dropped to the top of the page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { TextField as AriaTextField, Input, Label } from 'react-aria-components';
import { Button } from './Button.tsx';
import { ErrorList, FieldErrorList } from './FieldErrorList.tsx';

export interface TextListFieldProps {
  label: string;
  /** The name of the list in the form; an entry's input is `name.index`. */
  name: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  onBlur?: () => void;
  description?: string;
  /** The accessible name of the n-th entry (from 1), e.g. 'Premiul 2'. */
  itemLabel: (n: number) => string;
  addLabel: string;
  /** The accessible name of an entry's remove button, from the entry's label. */
  removeLabel: (itemLabel: string) => string;
  removeText: string;
  /** Errors of the whole list (too many entries). */
  errors?: string[];
  /** Errors of one entry, by index. */
  itemErrors?: (index: number) => string[];
}

export function TextListField(props: TextListFieldProps) {
  const { label, name, items, onChange, onBlur, description, itemLabel, errors = [] } = props;
  const ref = useRef<HTMLFieldSetElement>(null);
  const descriptionId = useId();
  const errorsId = useId();
  // Which entry should take the focus after the next render: an index, or -1 for the add button.
  const [focusAt, setFocusAt] = useState<number | null>(null);

  useEffect(() => {
    if (focusAt === null) return;
    const inputs = ref.current?.querySelectorAll<HTMLInputElement>('input') ?? [];
    const target = focusAt >= 0 ? inputs[focusAt] : null;
    (target ?? ref.current?.querySelector<HTMLElement>('[data-add]'))?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const replace = (index: number, value: string) =>
    onChange(items.map((item, i) => (i === index ? value : item)));
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    setFocusAt(items.length > 1 ? Math.min(index, items.length - 2) : -1);
  };
  const add = () => {
    onChange([...items, '']);
    setFocusAt(items.length);
  };

  const describedBy = [description ? descriptionId : '', errors.length ? errorsId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset ref={ref} className="text-list" aria-describedby={describedBy || undefined}>
      <legend className="field__label">{label}</legend>
      {description ? (
        <p id={descriptionId} className="field__description">
          {description}
        </p>
      ) : null}
      {items.length ? (
        <ol className="text-list__items">
          {items.map((item, index) => {
            const entryLabel = itemLabel(index + 1);
            const entryErrors = props.itemErrors?.(index) ?? [];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are plain texts, the position is their identity.
              <li key={index} className="text-list__item">
                <AriaTextField
                  name={`${name}.${index}`}
                  value={item}
                  onChange={(value) => replace(index, value)}
                  {...(onBlur ? { onBlur } : {})}
                  isInvalid={entryErrors.length > 0}
                  validationBehavior="aria"
                  className="field text-list__field"
                >
                  <Label className="visually-hidden">{entryLabel}</Label>
                  <Input className="field__input" />
                  <FieldErrorList errors={entryErrors} />
                </AriaTextField>
                <Button
                  variant="ghost"
                  className="button--small"
                  aria-label={props.removeLabel(entryLabel)}
                  onPress={() => remove(index)}
                >
                  {props.removeText}
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button variant="secondary" className="button--small" data-add onPress={add}>
        {props.addLabel}
      </Button>
      <ErrorList id={errorsId} errors={errors} />
    </fieldset>
  );
}
