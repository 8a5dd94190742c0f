/**
 * /cont/librarie/partituri (document 2 §2, 'Librărie Partituri'): the filters and the search,
 * the count, ten scores a page with the Pager, and the score a deep link (`?score=ID`) opened,
 * with the reader's own 'Învăț' / 'Știu' (issue #27).
 * Everything that shapes the list is in the page's address (use-score-list.ts).
 */

import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { Score, ScoreFilters } from '../../../lib/api/library.ts';
import { LIBRARY_PAGE_SIZE } from '../../../lib/limits.ts';
import { library } from '../../../lib/messages.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { OwnScoreMark } from '../programme/OwnScoreMark.tsx';
import { ListStatus } from './ListStatus.tsx';
import { libraryTitle } from './library-title.ts';
import { OpenedItem } from './OpenedItem.tsx';
import { ScoreCard } from './ScoreCard.tsx';
import { ScoreFilterPanel } from './ScoreFilterPanel.tsx';
import { useOpenedItem } from './use-opened-item.ts';
import { useScoreList } from './use-score-list.ts';
import './library.css';
import { apiPath } from '../../../lib/api-path.ts';
import { libraryPaths } from '../../../lib/paths/library.ts';

const m = library.scores;

function Scores() {
  const { data: filters } = useCachedGet<ScoreFilters>(apiPath(libraryPaths.scoreFilters));
  const list = useScoreList(filters);
  const opened = useOpenedItem<Score>('score', libraryPaths.score);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / LIBRARY_PAGE_SIZE));
  const results = list.data?.results.filter((score) => score.id !== opened.item?.id);

  return (
    <div className="library-layout">
      <ScoreFilterPanel
        filters={filters}
        query={list.query}
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        onChange={(patch) => {
          opened.close();
          list.update(patch);
        }}
        onClear={list.clear}
      />
      <section
        className="library-results"
        aria-labelledby="scores-title"
        aria-busy={list.state === 'loading' || undefined}
      >
        <h2 id="scores-title" className="visually-hidden">
          {m.list}
        </h2>
        <OpenedItem item={opened.item} missing={opened.missing}>
          {(score, headingRef) => (
            <>
              <ScoreCard score={score} filters={filters} highlighted headingRef={headingRef} />
              <OwnScoreMark scoreId={score.id} name={score.name} />
            </>
          )}
        </OpenedItem>
        <ListStatus state={list.state} text={m.count(list.data?.count ?? 0)} onRetry={list.retry} />
        {list.data && list.data.count === 0 ? <p className="box__empty">{m.empty}</p> : null}
        <div className="library-list">
          {results?.map((score) => (
            <ScoreCard key={score.id} score={score} filters={filters} />
          ))}
        </div>
        <Pager
          label={m.pager}
          page={list.query.page}
          pages={pages}
          onPage={(page) => {
            opened.close();
            list.update({ page });
          }}
        />
      </section>
    </div>
  );
}

export default function ScoresPage() {
  return (
    <ChoirPageFrame className="library-page" title={libraryTitle('partituri')}>
      <Scores />
    </ChoirPageFrame>
  );
}
