/**
 * The fields that found a choir (spec §5, "Choir step 1"): its name, institution, protocol
 * number, city and county, address and size, the same in 'Cor nou' and 'Editează Detalii'.
 */
import type * as v from 'valibot';
import { choirs as m } from '../../lib/messages.ts';
import type { choirStep1Schema } from '../../lib/schemas/choir.ts';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { FieldBinding, FormValues } from '../../ui/use-form.ts';
import { COUNTY_OPTIONS } from '../account/profile-options.ts';

type Founding = FormValues<v.InferInput<typeof choirStep1Schema>>;

export interface ChoirFoundingFieldsProps {
  /** The form's `field` (use-form.ts): every one of these is typed as text. */
  field: (name: keyof Founding) => Omit<FieldBinding<string>, 'value'> & { value: unknown };
  /** A new choir may take the city the browser keeps; a saved one shows its own. */
  autofill?: boolean;
}

export function ChoirFoundingFields({ field: bind, autofill }: ChoirFoundingFieldsProps) {
  // The protocol number may be null, the size a number: both show as the text typed.
  const field = (name: keyof Founding) => {
    const binding = bind(name);
    return { ...binding, value: String(binding.value ?? '') };
  };
  return (
    <>
      <TextField label={m.name} isRequired {...field('name')} />
      <TextField label={m.entity} isRequired {...field('entity')} />
      <TextField
        label={m.protocolNumber}
        description={m.protocolNumberHint}
        {...field('protocol_number')}
      />
      <div className="form__row">
        <TextField
          label={m.city}
          {...(autofill ? { autoComplete: 'address-level2' } : {})}
          isRequired
          {...field('city')}
        />
        <Select
          label={m.county}
          placeholder={m.countyPlaceholder}
          options={COUNTY_OPTIONS}
          isRequired
          {...field('county')}
        />
      </div>
      <TextField label={m.address} isRequired {...field('address')} />
      <TextField
        label={m.choirMembers}
        inputMode="numeric"
        isRequired
        {...field('choir_members')}
      />
    </>
  );
}
