/**
 * Labelled values as a description list: the dashboard's figures, a choir's or a member's details.
 * An item whose value is null, undefined or empty is left out; the caller writes '–' where a
 * missing value must still show.
 */
import type { ReactNode } from 'react';

export interface FactListProps {
  items: readonly (readonly [label: string, value: ReactNode])[];
  className: string;
}

export function FactList({ items, className }: FactListProps) {
  return (
    <dl className={className}>
      {items
        .filter(([, value]) => value != null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
