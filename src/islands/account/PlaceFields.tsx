/** The fields both profile forms share: county, city and the optional phone (spec §5). */
import { account as m } from '../../lib/messages.ts';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { FieldBinding } from '../../ui/use-form.ts';
import { COUNTY_OPTIONS } from './profile-options.ts';

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
        name="judet"
        placeholder={m.countyPlaceholder}
        options={COUNTY_OPTIONS}
        isRequired
        {...county}
      />
      <TextField
        label={m.city}
        name="localitate"
        autoComplete="address-level2"
        isRequired
        {...city}
      />
      <TextField
        label={m.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...phone}
      />
    </>
  );
}
