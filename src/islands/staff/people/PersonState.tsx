/** An account's state as a badge (Activ, Neactivat, Blocat), and 'Echipa programului' for staff. */
import type { PersonState as State } from '../../../lib/api/staff-people.ts';
import { staffPeople as sp } from '../../../lib/messages-staff-people.ts';

/** The badge's tone (staff.css): green for an active account, red for a blocked one. */
const TONE: Record<State, string> = {
  active: ' staff-badge--ok',
  inactive: '',
  blocked: ' staff-badge--alert',
};

export function PersonState({ state, staffMember }: { state: State; staffMember: boolean }) {
  return (
    <span className="person-state">
      <span className={`staff-badge${TONE[state]}`}>{sp.stateLabels[state]}</span>
      {staffMember ? <span className="staff-badge">{sp.staffBadge}</span> : null}
    </span>
  );
}
