/**
 * The table of the choir selection modal (spec §2.9): name, city, county and the row's action,
 * 'Înscrie-te' or 'Șterge corul', with the user's standing in that choir under its name.
 * Leaving a choir that already approved the user asks first, inside the row: the approval would
 * be lost. Under 576px the rows show as cards (choir-dialogs.css), each cell with its column name.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ListedChoir } from '../../lib/api/choirs.ts';
import { choirs as m } from '../../lib/messages.ts';
import { Button } from '../../ui/Button.tsx';

export interface ChoirTableProps {
  rows: readonly ListedChoir[];
  busy: boolean;
  /** Both resolve once the request is over, whatever its outcome. */
  onJoin: (choir: ListedChoir) => Promise<void>;
  onLeave: (choir: ListedChoir) => Promise<void>;
}

export function ChoirTable({ rows, busy, onJoin, onLeave }: ChoirTableProps) {
  return (
    <table className="data-table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">{m.tableLabel}</caption>
      <thead>
        <tr>
          <th scope="col">{m.columnName}</th>
          <th scope="col">{m.columnCity}</th>
          <th scope="col">{m.columnCounty}</th>
          <th scope="col">{m.columnActions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((choir) => (
          <ChoirRow key={choir.id} choir={choir} onJoin={onJoin} onLeave={onLeave} />
        ))}
      </tbody>
    </table>
  );
}

interface RowProps {
  choir: ListedChoir;
  onJoin: (choir: ListedChoir) => Promise<void>;
  onLeave: (choir: ListedChoir) => Promise<void>;
}

type Focus = 'action' | 'confirm' | null;

function ChoirRow({ choir, onJoin, onLeave }: RowProps) {
  const nameId = useId();
  const rowRef = useRef<HTMLTableRowElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Where the focus goes once the row has re-rendered: the row's first button, or 'Renunță'.
  const [focus, setFocus] = useState<Focus>(null);

  useEffect(() => {
    if (!focus) return;
    const selector = focus === 'confirm' ? '[data-confirm-no]' : 'button';
    rowRef.current?.querySelector<HTMLElement>(selector)?.focus();
    setFocus(null);
  }, [focus]);

  async function run(action: (choir: ListedChoir) => Promise<void>) {
    setBusy(true);
    try {
      await action(choir);
    } finally {
      setBusy(false);
      setConfirming(false);
      setFocus('action');
    }
  }

  function pressLeave() {
    if (!choir.user_is_confirmed) return void run(onLeave);
    setConfirming(true);
    setFocus('confirm');
  }

  return (
    <tr ref={rowRef}>
      <td data-label={m.columnName}>
        <div>
          <span id={nameId} className="choir-table__name">
            {choir.name}
          </span>
          <Standing choir={choir} />
        </div>
      </td>
      <td data-label={m.columnCity}>{choir.city}</td>
      <td data-label={m.columnCounty}>{choir.county_name}</td>
      <td data-label={m.columnActions}>
        {confirming ? (
          <div className="choir-table__confirm">
            <p>{m.leaveConfirm}</p>
            <div className="choir-table__buttons">
              <Button
                variant="danger"
                className="button--small"
                isPending={busy}
                aria-describedby={nameId}
                onPress={() => void run(onLeave)}
              >
                {m.leaveConfirmYes}
              </Button>
              <Button
                variant="secondary"
                className="button--small"
                data-confirm-no
                onPress={() => {
                  setConfirming(false);
                  setFocus('action');
                }}
              >
                {m.leaveConfirmNo}
              </Button>
            </div>
          </div>
        ) : choir.is_member ? (
          <Button
            variant="secondary"
            className="button--small"
            isPending={busy}
            aria-describedby={nameId}
            onPress={pressLeave}
          >
            {m.leave}
          </Button>
        ) : (
          <Button
            className="button--small"
            isPending={busy}
            aria-describedby={nameId}
            onPress={() => void run(onJoin)}
          >
            {m.join}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The user's standing and the choir's, as small labels under the name. */
function Standing({ choir }: { choir: ListedChoir }) {
  const labels: { text: string; tone: string }[] = [];
  if (choir.is_member)
    labels.push(
      choir.user_is_confirmed
        ? { text: m.member, tone: 'member' }
        : { text: m.pending, tone: 'pending' },
    );
  if (!choir.is_confirmed) labels.push({ text: m.unconfirmedChoir, tone: 'unconfirmed' });
  if (!labels.length) return null;
  return (
    <span className="choir-table__badges">
      {labels.map((label) => (
        <span key={label.tone} className={`choir-badge choir-badge--${label.tone}`}>
          {label.text}
        </span>
      ))}
    </span>
  );
}
