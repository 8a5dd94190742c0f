/**
 * /cont/librarie/audiobooks (document 2 §2, 'Librărie Audio Book'): ten audiobooks a page in the
 * server's Romanian order (Ă after A, Ș after S), each with 'Ascultă', its tracks and 'Descarcă';
 * `?audiobook=ID` opens one (the dashboard's box links there).
 */
import type { Audiobook } from '../../../lib/api/library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { library } from '../../../lib/messages.ts';
import { libraryPaths } from '../../../lib/paths/library.ts';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { DownloadButton } from './DownloadButton.tsx';
import { libraryTitle } from './library-title.ts';
import { type ItemPlace, PagedItems } from './PagedItems.tsx';
import { ListenButton, TrackList } from './TrackList.tsx';
import './library.css';

const m = library.audiobooks;

function AudiobookCard({
  book,
  opened,
  headingRef,
}: { book: Audiobook } & Omit<ItemPlace<Audiobook>, 'shown'>) {
  const headingId = `audiobook-${book.id}-${opened ? 'opened' : 'item'}`;
  // The player and the track list read a title; an audiobook's track answers it as its `name`.
  const tracks = book.mp3s.map(({ name, ...track }) => ({ ...track, title: name }));
  return (
    <article
      className={opened ? 'box library-item library-item--opened' : 'box library-item'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={opened ? -1 : undefined}>
        {book.name}
      </h2>
      <div className="library-item__actions">
        {tracks.length > 0 ? <ListenButton name={book.name} tracks={tracks} /> : null}
        <DownloadButton
          path={apiPath(libraryPaths.downloadAudiobook, { id: book.id })}
          name={book.name}
        />
      </div>
      {tracks.length > 1 ? <TrackList name={book.name} tracks={tracks} /> : null}
    </article>
  );
}

export default function AudiobooksPage() {
  return (
    <ChoirPageFrame className="library-page" title={libraryTitle('audiobooks')}>
      <PagedItems<Audiobook>
        listPath={apiPath(libraryPaths.audiobooks)}
        itemPath={libraryPaths.audiobook}
        param="audiobook"
        texts={m}
        renderItem={(book, place) => (
          <AudiobookCard book={book} opened={place.opened} headingRef={place.headingRef} />
        )}
      />
    </ChoirPageFrame>
  );
}
