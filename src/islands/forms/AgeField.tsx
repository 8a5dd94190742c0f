/**
 * An age: a slider (react-aria Slider: arrows, Page Up/Down, Home/End) and, beside it, a number
 * input for those who would rather type (document 1 §9: 'slider 5 to 99, step 1'). Both hold the
 * same value. NaN means "not chosen yet": the number input is empty and the thumb rests at the
 * start, faded, so an untouched field is never sent as the minimum by mistake.
 */
import { Input, Label, NumberField, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { signups as m } from '../../lib/messages.ts';
import { FieldHelp } from '../../ui/FieldErrorList.tsx';
import './forms.css';

export interface AgeFieldProps {
  label: string;
  name: string;
  range: { min: number; max: number };
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  errors?: string[];
  description?: string;
}

export function AgeField({
  label,
  name,
  range,
  value,
  onChange,
  onBlur,
  errors = [],
  description,
}: AgeFieldProps) {
  const chosen = !Number.isNaN(value);
  const invalid = errors.length > 0;
  return (
    <div className="field age-field" data-invalid={invalid || undefined}>
      <Slider
        value={chosen ? value : range.min}
        onChange={(next) => onChange(Array.isArray(next) ? (next[0] ?? range.min) : next)}
        minValue={range.min}
        maxValue={range.max}
        step={1}
        className="age-field__slider"
      >
        <Label className="field__label">{label}</Label>
        <SliderTrack className="age-field__track" data-unset={chosen ? undefined : true}>
          {({ state }) => (
            <>
              <div
                className="age-field__fill"
                style={{ width: `${chosen ? state.getThumbPercent(0) * 100 : 0}%` }}
              />
              <SliderThumb className="age-field__thumb" {...(onBlur ? { onBlur } : {})} />
            </>
          )}
        </SliderTrack>
      </Slider>
      <NumberField
        name={name}
        value={value}
        onChange={onChange}
        {...(onBlur ? { onBlur } : {})}
        minValue={range.min}
        maxValue={range.max}
        step={1}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        isInvalid={invalid}
        validationBehavior="aria"
        aria-label={m.ageTyped(label)}
        className="age-field__number"
      >
        <div className="age-field__typed">
          <Input className="field__input age-field__input" inputMode="numeric" />
          <span aria-hidden="true">{m.ageUnit}</span>
        </div>
        <FieldHelp description={description} errors={errors} />
      </NumberField>
    </div>
  );
}
