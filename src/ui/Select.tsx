/**
 * A single-choice picker (react-aria Select: a button opening a listbox), used for the county.
 * Type-ahead works on the closed button, so "Cl" jumps to Cluj.
 */
import {
  Select as AriaSelect,
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { FieldErrorList, fieldState } from './FieldErrorList.tsx';

export interface SelectOption {
  id: string;
  name: string;
}

export interface SelectProps {
  label: string;
  name: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: string[];
  isRequired?: boolean;
}

export function Select({
  label,
  name,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  errors = [],
  isRequired,
}: SelectProps) {
  return (
    <AriaSelect
      name={name}
      placeholder={placeholder}
      value={value || null}
      onChange={(key) => onChange(key == null ? '' : String(key))}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
      {...fieldState({ errors, onBlur, isRequired })}
      className="field"
    >
      <Label className="field__label">{label}</Label>
      <Button className="field__input select__button">
        <SelectValue className="select__value" />
        <span className="select__chevron" aria-hidden="true">
          ▾
        </span>
      </Button>
      <FieldErrorList errors={errors} />
      <Popover className="popover select__popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className="listbox__item">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
