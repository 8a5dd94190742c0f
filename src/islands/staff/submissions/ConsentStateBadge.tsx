/** A consent's state as a badge: valid (green), withdrawn or expired (the text says it, not the colour). */

import type { ConsentState } from '../../../lib/api/staff-submissions.ts';
import { submissions as m } from '../../../lib/messages-staff-submissions.ts';

export function ConsentStateBadge({ state }: { state: ConsentState }) {
  return (
    <span className={state === 'valid' ? 'staff-badge staff-badge--ok' : 'staff-badge'}>
      {m.states[state]}
    </span>
  );
}
