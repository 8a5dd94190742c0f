/**
 * 'Salvate pe acest dispozitiv' (issue #27): the scores the signed-in account keeps on this
 * device, each a link to its practice view with its size and 'Șterge de pe dispozitiv', and the
 * total. After a removal the focus goes to the list's heading (the row is gone). Nothing where
 * the browser cannot keep files.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { offlineSupported } from '../../../client/offline-scores.ts';
import { offline } from '../../../lib/messages-offline.ts';
import { practicePage } from '../../../lib/paths/library.ts';
import { $savedScores, refreshSaved, removeOffline } from '../../../stores/saved-scores.ts';
import { $user } from '../../../stores/session.ts';
import { Button } from '../../../ui/Button.tsx';
import './save-offline.css';

const m = offline.list;

export function SavedScores() {
  const userId = useStore($user)?.id;
  const saved = useStore($savedScores);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (userId !== undefined) void refreshSaved();
  }, [userId]);
  if (!offlineSupported()) return null;

  async function remove(scoreId: number) {
    await removeOffline(scoreId);
    heading.current?.focus();
  }

  return (
    <section className="box saved-scores stack" aria-labelledby="saved-scores-title">
      <h2 id="saved-scores-title" ref={heading} tabIndex={-1}>
        {m.title}
      </h2>
      <p>{m.intro}</p>
      {saved?.length === 0 ? <p className="box__empty">{m.empty}</p> : null}
      {saved?.length ? (
        <>
          <ul className="saved-scores__list">
            {saved.map((score) => (
              <li key={score.id} className="saved-scores__item">
                <a href={practicePage(score.id)} aria-label={m.practice(score.name)}>
                  {score.name}
                </a>
                <span className="saved-scores__size">{m.size(score.bytes)}</span>
                <Button
                  variant="ghost"
                  className="button--small"
                  aria-label={offline.removeLabel(score.name)}
                  onPress={() => void remove(score.id)}
                >
                  {offline.remove}
                </Button>
              </li>
            ))}
          </ul>
          <p>{m.total(saved.reduce((sum, score) => sum + score.bytes, 0))}</p>
        </>
      ) : null}
    </section>
  );
}
