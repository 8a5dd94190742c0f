/**
 * /cont/librarie/video-lectii (document 2 §2, 'Librărie Lecții video'): for conductors of the
 * selected choir and staff (document 1 §6); anyone else reads why and no request is made (the
 * server refuses it anyway). Each lesson shows its poster, title and description; its button
 * gives the page's lessons to the player as videos, starting at that one. `?lesson=ID` opens one.
 */
import { useStore } from '@nanostores/react';
import type { VideoLesson } from '../../../lib/api/library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { library, members } from '../../../lib/messages.ts';
import { libraryPaths } from '../../../lib/paths/library.ts';
import { $isConductor } from '../../../stores/choirs.ts';
import { type MediaItem, playList } from '../../../stores/player.ts';
import { $user } from '../../../stores/session.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { libraryTitle } from './library-title.ts';
import { type ItemPlace, PagedItems } from './PagedItems.tsx';
import { PlayIcon } from './TrackList.tsx';
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

/** A lesson; its button plays the lessons `shown` with it, starting at this one. */
function LessonCard({
  lesson,
  shown,
  opened,
  headingRef,
}: { lesson: VideoLesson } & ItemPlace<VideoLesson>) {
  const headingId = `lesson-${lesson.id}-${opened ? 'opened' : 'item'}`;
  const play = () => playList(PLAYLIST, shown.map(videoMedia), Math.max(0, shown.indexOf(lesson)));
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

export default function VideoLessonsPage() {
  const isConductor = useStore($isConductor);
  const isStaff = useStore($user)?.is_staff ?? false;
  return (
    <ChoirPageFrame className="library-page" title={libraryTitle('video-lectii')}>
      {isConductor || isStaff ? (
        <PagedItems<VideoLesson>
          listPath={apiPath(libraryPaths.videoLessons)}
          itemPath={libraryPaths.videoLesson}
          param="lesson"
          texts={m}
          renderItem={(lesson, place) => <LessonCard lesson={lesson} {...place} />}
        />
      ) : (
        <section className="card notice" aria-labelledby="lessons-notice-title">
          <h2 id="lessons-notice-title">{m.conductorsOnlyTitle}</h2>
          <p>{m.conductorsOnly}</p>
        </section>
      )}
    </ChoirPageFrame>
  );
}
