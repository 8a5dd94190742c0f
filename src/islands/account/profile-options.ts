/** Options of the profile forms: the counties (spec §5, judet) and sex (M/F). */
import { COUNTIES } from '../../lib/counties.ts';
import { account } from '../../lib/messages.ts';
import type { SelectOption } from '../../ui/Select.tsx';

export const COUNTY_OPTIONS: SelectOption[] = COUNTIES.map((c) => ({ id: c.code, name: c.name }));

export const SEX_OPTIONS = [
  { value: 'M', label: account.sexOptions.M },
  { value: 'F', label: account.sexOptions.F },
] as const;
