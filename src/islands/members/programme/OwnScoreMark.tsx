/**
 * The reader's own 'Învăț' / 'Știu' on a score the library opened by its link (issue #27: the
 * programme's pieces link there), read on its own (GET /api/song/{id}/mark/), so the library's
 * kept lists stay the same for everyone.
 */
import { useEffect, useState } from 'react';
import type { ScoreMark } from '../../../lib/api/programme.ts';
import { getMark } from './programme-api.ts';
import { ScoreMarkButtons } from './ScoreMarkButtons.tsx';

export function OwnScoreMark({ scoreId, name }: { scoreId: number; name: string }) {
  const [mark, setMark] = useState<ScoreMark | null>(null);
  useEffect(() => {
    let live = true;
    getMark(scoreId)
      .then((data) => live && setMark(data))
      // Without its mark the score is still shown whole: the toggles are left out.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [scoreId]);
  return mark ? (
    <div className="answer-buttons">
      <ScoreMarkButtons scoreId={scoreId} name={name} state={mark.state} />
    </div>
  ) : null;
}
