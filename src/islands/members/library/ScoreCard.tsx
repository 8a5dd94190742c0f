/**
 * One score of the list (document 2 §3): name, author, the names of its terms, and its actions:
 * 'Ascultă' (all its tracks in the player), each track on its own, 'Exersează' (every voice part
 * together in the practice view, issue #27) for a score with part tracks, 'Vezi partitura' (its
 * pages drawn in a dialog, on a phone too), 'Partitura (PDF)' in a new tab, 'Descarcă' (a zip of
 * its files). `highlighted` marks the score a deep link opened, which also offers 'Salvează pentru
 * exersat offline' (issue #27).
 */
import type { Ref } from 'react';
import type { Score, ScoreFilters } from '../../../lib/api/library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { library } from '../../../lib/messages.ts';
import { practice } from '../../../lib/messages-practice.ts';
import { libraryPaths, practicePage } from '../../../lib/paths/library.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { SaveOffline } from './SaveOffline.tsx';
import { ScorePagesButton } from './ScorePagesButton.tsx';
import { ListenButton, TrackList } from './TrackList.tsx';

const m = library.scores;

/** The names of the score's terms, vocabulary by vocabulary (voices first). */
function termNames(score: Score, filters: ScoreFilters | undefined): string[] {
  if (!filters) return [];
  const pairs = [
    [score.voice, filters.voices],
    [score.theme, filters.themes],
    [score.difficulty, filters.difficulties],
    [score.choir_type, filters.choir_types],
  ] as const;
  return pairs.flatMap(([ids, terms]) =>
    terms.filter((term) => ids.includes(term.id)).map((term) => term.name),
  );
}

export interface ScoreCardProps {
  score: Score;
  filters: ScoreFilters | undefined;
  highlighted?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function ScoreCard({ score, filters, highlighted, headingRef }: ScoreCardProps) {
  const terms = termNames(score, filters);
  const headingId = `score-${score.id}-${highlighted ? 'opened' : 'item'}`;
  return (
    <article
      className={highlighted ? 'box library-item library-item--opened' : 'box library-item'}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} ref={headingRef} tabIndex={highlighted ? -1 : undefined}>
        {score.name}
      </h3>
      {score.author ? (
        <p className="library-item__meta">
          <span className="visually-hidden">{m.author}: </span>
          {score.author}
        </p>
      ) : null}
      {terms.length > 0 ? (
        <ul className="library-item__terms">
          {terms.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : null}
      <div className="library-item__actions">
        {score.mp3s.length > 0 ? <ListenButton name={score.name} tracks={score.mp3s} /> : null}
        {score.mp3s.some((track) => track.voice_part !== null) ? (
          <a
            className="button button--secondary button--small"
            href={practicePage(score.id)}
            aria-label={practice.openLabel(score.name)}
          >
            {practice.open}
          </a>
        ) : null}
        {score.pdf ? <ScorePagesButton pdfUrl={score.pdf} title={score.name} /> : null}
        {score.pdf ? (
          <a
            className="button button--secondary button--small"
            href={score.pdf}
            target="_blank"
            rel="noopener"
            aria-label={m.pdfLabel(score.name)}
          >
            {m.pdf}
          </a>
        ) : null}
        <DownloadButton
          path={apiPath(libraryPaths.downloadScore, { id: score.id })}
          name={score.name}
        />
      </div>
      {highlighted && (score.pdf || score.mp3s.length > 0) ? (
        <SaveOffline scoreId={score.id} name={score.name} />
      ) : null}
      {score.mp3s.length > 1 ? <TrackList name={score.name} tracks={score.mp3s} /> : null}
    </article>
  );
}
