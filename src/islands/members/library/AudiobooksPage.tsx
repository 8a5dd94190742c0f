/**
 * /cont/librarie/audiobooks (document 2 §2, 'Librărie Audio Book'): ten audiobooks a page in the
 * server's Romanian order (Ă after A, Ș after S), each with 'Ascultă', its tracks and 'Descarcă';
 * `?audiobook=ID` opens one (the dashboard's box links there).
 */
import type { Ref } from 'react';
import type { Audiobook } from '../../../lib/api/library.ts';
import { LIBRARY_PAGE_SIZE } from '../../../lib/limits.ts';
import { library } from '../../../lib/messages.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { DownloadButton } from './DownloadButton.tsx';
import { ListStatus } from './ListStatus.tsx';
import { libraryTitle } from './library-title.ts';
import { OpenedItem } from './OpenedItem.tsx';
import { ListenButton, TrackList } from './TrackList.tsx';
import { useOpenedItem } from './use-opened-item.ts';
import { usePagedList } from './use-paged-list.ts';
import './library.css';

const m = library.audiobooks;

function AudiobookCard({
  book,
  opened,
  headingRef,
}: {
  book: Audiobook;
  opened?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = `audiobook-${book.id}-${opened ? 'opened' : 'item'}`;
  return (
    <article
      className={opened ? 'box library-item library-item--opened' : 'box library-item'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={opened ? -1 : undefined}>
        {book.name}
      </h2>
      <div className="library-item__actions">
        {book.mp3s.length > 0 ? <ListenButton name={book.name} tracks={book.mp3s} /> : null}
        <DownloadButton path={`download/audiobook/${book.id}/`} name={book.name} />
      </div>
      {book.mp3s.length > 1 ? <TrackList name={book.name} tracks={book.mp3s} /> : null}
    </article>
  );
}

function Audiobooks() {
  const list = usePagedList<Audiobook>('audio-books/');
  const opened = useOpenedItem<Audiobook>('audiobook', 'audio-books/');
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / LIBRARY_PAGE_SIZE));
  return (
    <div className="library-results" aria-busy={list.state === 'loading' || undefined}>
      <OpenedItem item={opened.item} missing={opened.missing}>
        {(book, headingRef) => <AudiobookCard book={book} opened headingRef={headingRef} />}
      </OpenedItem>
      <ListStatus state={list.state} text={m.count(list.data?.count ?? 0)} onRetry={list.retry} />
      {list.data && list.data.count === 0 ? <p className="box__empty">{m.empty}</p> : null}
      <div className="library-list">
        {list.data?.results
          .filter((book) => book.id !== opened.item?.id)
          .map((book) => (
            <AudiobookCard key={book.id} book={book} />
          ))}
      </div>
      <Pager
        label={m.pager}
        page={list.page}
        pages={pages}
        onPage={(page) => {
          opened.close();
          list.goTo(page);
        }}
      />
    </div>
  );
}

export default function AudiobooksPage() {
  return (
    <ChoirPageFrame className="library-page" title={libraryTitle('audiobooks')}>
      <Audiobooks />
    </ChoirPageFrame>
  );
}
