/** A choir's state in the back office: waiting for confirmation, or confirmed. */
import { staffChoirs as sc } from '../../../lib/staff/choirs.ts';

export function ChoirState({ confirmed }: { confirmed: boolean }) {
  return (
    <span className={`choir-state choir-state--${confirmed ? 'confirmed' : 'waiting'}`}>
      {confirmed ? sc.confirmed : sc.waiting}
    </span>
  );
}
