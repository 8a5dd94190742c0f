/** A consent's state as a badge: valid, withdrawn or expired (the text says it, not the colour). */
import type { ConsentState } from '../../../lib/staff/submissions.ts';
import { submissions as m } from '../../../lib/staff/submissions.ts';

export function ConsentStateBadge({ state }: { state: ConsentState }) {
  return <span className={`consent-state consent-state--${state}`}>{m.states[state]}</span>;
}
