/**
 * 'Mă socotiți prezent dacă nu răspund' on the Evenimente page (issue #28): one checkbox, saved
 * as it changes (a toast says so; a failure puts it back). Where the member has not answered,
 * the conductor sees them at 'Particip (implicit)' and they get no reminder. A parent acting for
 * a managed child sets the child's (the API runs the request as the child).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { reminders as m } from '../../../lib/messages-reminders.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { $countedPresent, loadCountedPresent, saveCountedPresent } from './reminders-api.ts';

export function CountedPresentBox() {
  const value = useStore($countedPresent);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadCountedPresent().catch(() => undefined);
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      await saveCountedPresent(on);
      showToast({ tone: 'success', text: m.countedPresentSaved(on) });
    } catch {
      showToast({ tone: 'error', text: m.countedPresentFailed });
    } finally {
      setBusy(false);
    }
  };

  if (value === null) return null;
  return (
    <section className="card counted-present" aria-busy={busy}>
      <Checkbox name="counted-present" value={value} onChange={(on) => void change(on)}>
        {m.countedPresent}
      </Checkbox>
      <p className="field__description">{m.countedPresentHint}</p>
    </section>
  );
}
