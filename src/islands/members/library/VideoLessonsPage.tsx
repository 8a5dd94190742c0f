/**
 * /cont/librarie/video-lectii (document 2 §2, 'Librărie Lecții video'): for conductors of the
 * selected choir and staff (document 1 §6); anyone else reads why and no request is made (the
 * server refuses it anyway). Each lesson shows its poster, title and description; its button
 * gives the page's lessons to the player as videos, starting at that one. `?lesson=ID` opens one.
 */
import { useStore } from '@nanostores/react';
import type { Ref } from 'react';
import type { VideoLesson } from '../../../lib/api/library.ts';
import { LIBRARY_PAGE_SIZE } from '../../../lib/limits.ts';
import { library, members } from '../../../lib/messages.ts';
import { $isConductor } from '../../../stores/choirs.ts';
import { type MediaItem, playList } from '../../../stores/player.ts';
import { $user } from '../../../stores/session.ts';
import { Button } from '../../../ui/Button.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { ListStatus } from './ListStatus.tsx';
import { libraryTitle } from './library-title.ts';
import { OpenedItem } from './OpenedItem.tsx';
import { PlayIcon } from './TrackList.tsx';
import { useOpenedItem } from './use-opened-item.ts';
import { usePagedList } from './use-paged-list.ts';
import './library.css';

const m = library.videoLessons;
const PLAYLIST = members.sections.library['video-lectii'];

const videoMedia = (lesson: VideoLesson): MediaItem => ({
  key: `video-${lesson.id}`,
  name: lesson.title,
  group: PLAYLIST,
  type: 'video',
  mp4: lesson.mp4,
  webm: lesson.webm,
  ogg: lesson.ogg,
});

function LessonCard({
  lesson,
  playlist,
  opened,
  headingRef,
}: {
  lesson: VideoLesson;
  playlist: VideoLesson[];
  opened?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = `lesson-${lesson.id}-${opened ? 'opened' : 'item'}`;
  const play = () =>
    playList(PLAYLIST, playlist.map(videoMedia), Math.max(0, playlist.indexOf(lesson)));
  return (
    <article
      className={`box library-item lesson${opened ? ' library-item--opened' : ''}`}
      aria-labelledby={headingId}
    >
      {lesson.poster ? (
        <img className="lesson__poster" src={lesson.poster} alt="" loading="lazy" />
      ) : null}
      <div className="lesson__text">
        <h2 id={headingId} ref={headingRef} tabIndex={opened ? -1 : undefined}>
          {lesson.title}
        </h2>
        {lesson.description ? <p>{lesson.description}</p> : null}
        <div className="library-item__actions">
          <Button className="button--small" aria-label={m.playLabel(lesson.title)} onPress={play}>
            <PlayIcon />
            {m.play}
          </Button>
        </div>
      </div>
    </article>
  );
}

function Lessons() {
  const list = usePagedList<VideoLesson>('video-lessons/');
  const opened = useOpenedItem<VideoLesson>('lesson', 'video-lessons/');
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / LIBRARY_PAGE_SIZE));
  const results = list.data?.results ?? [];
  return (
    <div className="library-results" aria-busy={list.state === 'loading' || undefined}>
      <OpenedItem item={opened.item} missing={opened.missing}>
        {(lesson, headingRef) => (
          <LessonCard lesson={lesson} playlist={[lesson]} opened headingRef={headingRef} />
        )}
      </OpenedItem>
      <ListStatus state={list.state} text={m.count(list.data?.count ?? 0)} onRetry={list.retry} />
      {list.data && list.data.count === 0 ? <p className="box__empty">{m.empty}</p> : null}
      <div className="library-list">
        {results
          .filter((lesson) => lesson.id !== opened.item?.id)
          .map((lesson) => (
            <LessonCard key={lesson.id} lesson={lesson} playlist={results} />
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

export default function VideoLessonsPage() {
  const isConductor = useStore($isConductor);
  const isStaff = useStore($user)?.is_staff ?? false;
  return (
    <ChoirPageFrame className="library-page" title={libraryTitle('video-lectii')}>
      {isConductor || isStaff ? (
        <Lessons />
      ) : (
        <section className="card notice" aria-labelledby="lessons-notice-title">
          <h2 id="lessons-notice-title">{m.conductorsOnlyTitle}</h2>
          <p>{m.conductorsOnly}</p>
        </section>
      )}
    </ChoirPageFrame>
  );
}
