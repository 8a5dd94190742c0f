/** A choir's state in the back office: waiting for confirmation, or confirmed (a green badge). */
import { staffChoirs as sc } from '../../../lib/messages-staff-choirs.ts';

export function ChoirState({ confirmed }: { confirmed: boolean }) {
  return (
    <span className={confirmed ? 'staff-badge staff-badge--ok' : 'staff-badge'}>
      {confirmed ? sc.confirmed : sc.waiting}
    </span>
  );
}
