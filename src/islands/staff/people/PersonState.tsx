/** An account's state as a badge (Activ, Neactivat, Blocat), and 'Echipa programului' for staff. */
import type { PersonState as State } from '../../../lib/staff/people.ts';
import { staffPeople as sp } from '../../../lib/staff/people.ts';

export function PersonState({ state, staffMember }: { state: State; staffMember: boolean }) {
  return (
    <span className="person-state">
      <span className={`person-state__badge person-state__badge--${state}`}>
        {sp.stateLabels[state]}
      </span>
      {staffMember ? <span className="person-state__badge">{sp.staffBadge}</span> : null}
    </span>
  );
}
