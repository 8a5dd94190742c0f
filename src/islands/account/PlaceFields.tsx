/** The fields both profile forms share: the birth date, and county, city and the optional phone (spec §5). */
import { BIRTH_DATE_PICKER_START_YEAR } from '../../lib/limits.ts';
import { account as m } from '../../lib/messages.ts';
import { DatePicker } from '../../ui/DatePicker.tsx';
import { Select } from '../../ui/Select.tsx';
import { PhoneField, TextField } from '../../ui/TextField.tsx';
import type { FieldBinding } from '../../ui/use-form.ts';
import { COUNTY_OPTIONS } from './profile-options.ts';

/** The birth date: the picker opens on BIRTH_DATE_PICKER_START_YEAR, no day after today. */
export const BirthDateField = (props: FieldBinding<string>) => (
  <DatePicker
    label={m.birthDate}
    placeholderYear={BIRTH_DATE_PICKER_START_YEAR}
    disallowFuture
    isRequired
    {...props}
  />
);

interface Props {
  county: FieldBinding<string>;
  city: FieldBinding<string>;
  phone: FieldBinding<string>;
}

export function PlaceFields({ county, city, phone }: Props) {
  return (
    <>
      <Select
        label={m.county}
        placeholder={m.countyPlaceholder}
        options={COUNTY_OPTIONS}
        isRequired
        {...county}
      />
      <TextField label={m.city} autoComplete="address-level2" isRequired {...city} />
      <PhoneField label={m.phone} {...phone} />
    </>
  );
}
