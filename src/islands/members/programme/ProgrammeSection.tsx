/**
 * An event's programme in its details (issue #27): the pieces in the concert's order, each with a
 * link to its score in the library and, for a singer, their own 'Învăț' / 'Știu'; for the choir's
 * conductors, 'Editează programul' (ProgrammeEditor) and the readiness view (ReadinessView).
 * Not shown for a global event (no programme) nor, for a member, while the programme is empty.
 */
import { useEffect, useRef, useState } from 'react';
import type { Programme } from '../../../lib/api/programme.ts';
import { programme as m } from '../../../lib/messages-programme.ts';
import { Button } from '../../../ui/Button.tsx';
import { ProgrammeEditor } from './ProgrammeEditor.tsx';
import { getProgramme } from './programme-api.ts';
import { ReadinessView } from './ReadinessView.tsx';
import { ScoreMarkButtons } from './ScoreMarkButtons.tsx';
import './programme.css';

/** A score opened in the library's list (its deep link, as the dashboard's boxes give it). */
const scoreHref = (id: number) => `/cont/librarie/partituri?score=${id}`;

export function ProgrammeSection({ eventId }: { eventId: number }) {
  const [programme, setProgramme] = useState<Programme | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);
  /** Around 'Editează programul' (the kit's Button takes no ref): its button gets the focus back. */
  const editButton = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    let live = true;
    getProgramme(eventId)
      .then((data) => live && setProgramme(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [eventId]);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.querySelector('button')?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (failed) return <p className="box__empty">{m.loadFailed}</p>;
  if (!programme || (!programme.scores.length && !programme.can_edit)) return null;
  return (
    <section className="programme" aria-labelledby="programme-title">
      <h3 id="programme-title">{m.heading}</h3>
      {editing ? (
        <ProgrammeEditor
          eventId={eventId}
          pieces={programme.scores}
          onSaved={(saved) => {
            setProgramme(saved);
            setVersion(version + 1);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <>
          {programme.scores.length ? (
            <ol className="programme__list" aria-labelledby="programme-title">
              {programme.scores.map((piece) => (
                <li key={piece.id} className="programme__piece">
                  <span>
                    <a href={scoreHref(piece.id)}>{piece.name}</a>{' '}
                    <span className="box__meta">{piece.author}</span>
                  </span>
                  {/* Conductors are not singers of their choir's concert (readiness leaves them out). */}
                  {programme.can_edit ? null : (
                    <ScoreMarkButtons scoreId={piece.id} name={piece.name} state={piece.my_state} />
                  )}
                </li>
              ))}
            </ol>
          ) : (
            <p className="box__empty">{m.empty}</p>
          )}
          {programme.scores.length && !programme.can_edit ? (
            <p className="box__meta">{m.markHint}</p>
          ) : null}
          {programme.can_edit ? (
            <div ref={editButton}>
              <Button variant="secondary" onPress={() => setEditing(true)}>
                {m.edit}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {programme.can_edit && programme.scores.length && !editing ? (
        <ReadinessView eventId={eventId} version={version} />
      ) : null}
    </section>
  );
}
