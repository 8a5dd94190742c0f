/**
 * For an occurrence of a series (issue #28): 'Doar acest eveniment' or 'Acesta și următoarele',
 * asked in the edit form and in the delete confirmation; the API's `?scope=`.
 */
import { series as m } from '../../../lib/messages-series.ts';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';

export type Scope = 'one' | 'following';

const OPTIONS = [
  { value: 'one', label: m.scopeOptions.one },
  { value: 'following', label: m.scopeOptions.following },
] as const;

export function SeriesScope(props: {
  label: string;
  value: Scope;
  onChange: (scope: Scope) => void;
}) {
  return (
    <RadioGroup
      label={props.label}
      name="scope"
      options={OPTIONS}
      value={props.value}
      onChange={(value) => props.onChange(value === 'following' ? 'following' : 'one')}
    />
  );
}
