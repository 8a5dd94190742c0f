/**
 * A back-office list's filters above its table: the search box and a picker per choice filter,
 * each kept in the page's address through the list (use-staff-list.ts). A picker's first option
 * means "no filter": it leaves the parameter out.
 */
import type { ReactNode } from 'react';
import { Select, type SelectOption } from '../../ui/Select.tsx';
import { StaffSearch } from './StaffSearch.tsx';
import type { StaffList } from './use-staff-list.ts';

interface FilterSelectProps {
  label: string;
  name: string;
  /** The first one is "no filter" (e.g. 'Toate'), shown when `value` is ''. */
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A choice filter: '' for its first option. */
export function FilterSelect({ label, name, options, value, onChange }: FilterSelectProps) {
  const none = options[0];
  return (
    <Select
      label={label}
      name={name}
      placeholder={none?.name ?? ''}
      options={options}
      value={value || none?.id}
      onChange={(chosen) => onChange(chosen === none?.id ? '' : chosen)}
    />
  );
}

export interface ChoiceFilter {
  /** The query parameter, one of the list's filters. */
  name: string;
  label: string;
  options: readonly SelectOption[];
}

interface Props<T> {
  list: StaffList<T>;
  /** What the search box searches, e.g. 'Caută după nume sau e-mail'. */
  search: string;
  choices?: readonly ChoiceFilter[];
  /** More filters after the choices (e.g. the days' pickers). */
  children?: ReactNode;
}

export function StaffFilters<T>({ list, search, choices = [], children }: Props<T>) {
  return (
    <div className="staff-filters">
      <StaffSearch
        label={search}
        value={list.filter('q')}
        onSearch={(q) => list.setFilter('q', q)}
      />
      {choices.map((choice) => (
        <FilterSelect
          key={choice.name}
          label={choice.label}
          name={choice.name}
          options={choice.options}
          value={list.filter(choice.name)}
          onChange={(value) => list.setFilter(choice.name, value)}
        />
      ))}
      {children}
    </div>
  );
}
