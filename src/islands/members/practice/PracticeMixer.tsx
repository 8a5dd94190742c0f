/**
 * The mixer of one score (issue #27): the transport (play, pause, the position on the parts' one
 * clock), a strip per part, tempo, the A–B loop and the keys; the score's pages (pdf.js, loaded
 * with the mixer, beside the parts' files) in the second column on a desktop, under it on a phone.
 */
import { lazy, Suspense, useMemo } from 'react';
import type { Score, Track } from '../../../lib/api/library.ts';
import { practice as m } from '../../../lib/messages-practice.ts';
import { scorePages } from '../../../lib/messages-score-pages.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { SaveOffline } from '../library/SaveOffline.tsx';
import { ListenButton } from '../library/TrackList.tsx';
import { PartStrips } from './PartStrips.tsx';
import { PracticeLoop } from './PracticeLoop.tsx';
import { Tempo } from './Tempo.tsx';
import { Transport } from './Transport.tsx';
import { usePractice } from './use-practice.ts';
import { usePracticeKeys } from './use-practice-keys.ts';
import { usePracticeSession } from './use-practice-session.ts';

const ScorePages = lazy(() => import('./ScorePages.tsx'));

interface Props {
  score: Score;
  parts: Track[];
  /** The reader's voice part in the selected choir (a voice term id), null when not known. */
  myPart: number | null;
}

function Keys() {
  return (
    <section className="practice-keys" aria-labelledby="practice-keys-title">
      <h3 id="practice-keys-title">{m.keys}</h3>
      <dl>
        {m.keyList.map(([key, action]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PracticeMixer({ score, parts, myPart }: Props) {
  const mine = useMemo(
    () => parts.map((part) => myPart !== null && part.voice_part === myPart),
    [parts, myPart],
  );
  const practice = usePractice(parts, mine);
  usePracticeSession(score.name, practice);
  usePracticeKeys(practice);
  const { status } = practice;

  return (
    <div className="practice-layout">
      <section className="box practice-mixer stack" aria-labelledby="practice-score">
        <h2 id="practice-score">{m.heading(score.name)}</h2>
        <p>{m.intro}</p>
        <SaveOffline scoreId={score.id} name={score.name} />
        {status.kind === 'loading' ? (
          <p className="box__empty" role="status">
            {m.loading}
          </p>
        ) : null}
        {status.kind === 'unsupported' || status.kind === 'failed' ? (
          <>
            <Banner tone="error">
              {status.kind === 'failed' ? m.partFailed(status.part) : m.noWebAudio}
            </Banner>
            <ListenButton name={score.name} tracks={score.mp3s} />
          </>
        ) : null}
        {status.kind === 'ready' ? (
          <>
            <Transport practice={practice} />
            <PartStrips parts={parts} mine={mine} practice={practice} />
            <Tempo practice={practice} />
            <PracticeLoop practice={practice} />
            <Keys />
          </>
        ) : null}
      </section>
      {score.pdf ? (
        <section className="box stack" aria-labelledby="practice-pages">
          <h2 id="practice-pages">{scorePages.heading}</h2>
          <Suspense fallback={<p className="box__empty">{scorePages.loading}</p>}>
            <ScorePages pdfUrl={score.pdf} title={score.name} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
