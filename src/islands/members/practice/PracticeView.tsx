/**
 * /cont/librarie/exersare?partitura=ID (issue #27): the practice view of one score. It reads the
 * score (its part tracks, the reader's own first) and the reader's voice part in the selected
 * choir, then hands them to the mixer. Without a score, with a score that is gone or has no part
 * tracks, it says so and offers the library or today's player.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { ChoirDetails } from '../../../lib/api/choirs.ts';
import type { Score } from '../../../lib/api/library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { common, library } from '../../../lib/messages.ts';
import { practice as m } from '../../../lib/messages-practice.ts';
import { choirPaths } from '../../../lib/paths/choirs.ts';
import { libraryPaths } from '../../../lib/paths/library.ts';
import { $selectedChoir } from '../../../stores/choirs.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { ListenButton } from '../library/TrackList.tsx';
import { useOpenedItem } from '../library/use-opened-item.ts';
import { PracticeMixer } from './PracticeMixer.tsx';
import './practice.css';

const SCORES_PAGE = '/cont/librarie/partituri';

const ToScores = () => (
  <p>
    <a href={SCORES_PAGE}>{m.toScores}</a>
  </p>
);

function Practice() {
  const opened = useOpenedItem<Score>('partitura', libraryPaths.score);
  const choir = useStore($selectedChoir);
  const details = useCachedGet<ChoirDetails>(
    choir ? apiPath(choirPaths.choir, { id: choir.id }) : null,
  );
  const score = opened.item;
  const parts = useMemo(
    () => score?.mp3s.filter((track) => track.voice_part !== null) ?? [],
    [score],
  );

  if (opened.id === null) {
    return (
      <>
        <p>{m.chooseScore}</p>
        <ToScores />
      </>
    );
  }
  if (opened.missing) {
    return (
      <>
        <Banner tone="info">{library.itemNotFound}</Banner>
        <ToScores />
      </>
    );
  }
  if (!score || (!details.data && !details.failed)) {
    return (
      <p className="box__empty" role="status">
        {common.loading}
      </p>
    );
  }
  if (!parts.length) {
    return (
      <section className="box stack" aria-labelledby="practice-score">
        <h2 id="practice-score">{score.name}</h2>
        <p>{m.noParts}</p>
        {score.mp3s.length ? <ListenButton name={score.name} tracks={score.mp3s} /> : null}
        <ToScores />
      </section>
    );
  }
  return (
    <PracticeMixer
      key={score.id}
      score={score}
      parts={parts}
      myPart={details.data?.my_voice_part ?? null}
    />
  );
}

export default function PracticeView() {
  return (
    <ChoirPageFrame title={m.title} className="practice-page">
      <Practice />
    </ChoirPageFrame>
  );
}
