/**
 * The dashboard's boxes for a choir the user may use (spec §2.8): the summary (Membri, Dirijori,
 * Evenimente), pending accounts (conductors only, PendingBox.tsx), future events, scores, audiobooks, video
 * lessons (conductors only) and messages, 'Prezența de azi' (conductors, issue #28) and the
 * member's planned absences, each with a link to its page and the spec's empty text.
 * Each box loads on its own (src/server/routes/dashboard.ts), so a slow one holds up no other.
 */
import { type ReactNode, useState } from 'react';
import { useCachedGet } from '../../client/use-cached-get.ts';
import type {
  DashboardEvent,
  DashboardMessage,
  DashboardSummary,
  LibraryItem,
} from '../../lib/api/dashboard.ts';
import { apiPath } from '../../lib/api-path.ts';
import { SUMMARY_TITLE_ID, summaryValues } from '../../lib/dashboard-summary.ts';
import { daysSince } from '../../lib/dates.ts';
import { DASHBOARD_LIST_SIZE } from '../../lib/limits.ts';
import { common, members as m } from '../../lib/messages.ts';
import { practice } from '../../lib/messages-practice.ts';
import { dashboardPaths } from '../../lib/paths/dashboard.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { AbsencesBox } from './attendance/AbsencesBox.tsx';
import { AttendanceTodayBox } from './attendance/AttendanceTodayBox.tsx';
import { OwnFiguresBox } from './attendance/OwnFiguresBox.tsx';
import { EVENTS_PATH } from './calendar/event-link.ts';
import { DashboardEvents } from './DashboardEvents.tsx';
import { PendingBox } from './PendingBox.tsx';

const b = m.boxes;
const SCORES_PAGE = '/cont/librarie/partituri';

interface BoxProps<T> {
  id: string;
  title: string;
  path: string;
  link: { href: string; label: string };
  empty: string;
  children: (items: T[]) => ReactNode;
  wide?: boolean;
}

/** A box of the dashboard: its title, its list (at most 5 items) or its empty text, its link. */
function ListBox<T>({ id, title, path, link, empty, children, wide }: BoxProps<T>) {
  const { data, failed } = useCachedGet<T[]>(path);
  const items = data?.slice(0, DASHBOARD_LIST_SIZE);
  return (
    <section
      className={wide ? 'box box--wide' : 'box'}
      aria-labelledby={`${id}-title`}
      aria-busy={!data && !failed ? true : undefined}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {items && items.length > 0 ? children(items) : null}
      {items && items.length === 0 ? <p className="box__empty">{empty}</p> : null}
      {!data && failed ? <p className="box__empty">{b.loadFailed}</p> : null}
      {!data && !failed ? <p className="box__empty">{common.loading}</p> : null}
      <a className="box__link" href={link.href}>
        {link.label}
      </a>
    </section>
  );
}

/** The summary's labels, in the order of summaryValues(). */
const SUMMARY_LABELS = [b.members, b.conductors, b.events, m.myChoir.yourPart];

/**
 * The choir's figures, and for a singer their own voice part (issue #27). Before the session has
 * loaded, the dashboard holds it hidden (a singer's rows, '–'): on a first visit the head's early
 * script fills and shows that server-built box before React has loaded (src/client/early-start.ts).
 */
export function SummaryBox({
  summary,
  isConductor,
}: {
  summary: DashboardSummary | undefined;
  isConductor: boolean;
}) {
  const figures = summaryValues(summary, isConductor, m.myChoir.yourPartNone).map(
    (value, i) => [SUMMARY_LABELS[i] ?? '', value] as const,
  );
  return (
    <section className="box" aria-labelledby={SUMMARY_TITLE_ID} aria-busy={!summary || undefined}>
      <h2 id={SUMMARY_TITLE_ID}>{b.summary}</h2>
      <FactList className="summary" items={figures} />
      {/* A singer with a part practises it: the scores with tracks, each with its 'Exersează'. */}
      {!isConductor && summary?.my_voice_part ? (
        <a className="box__link" href={`${SCORES_PAGE}?files=mp3`}>
          {practice.dashboardLink}
        </a>
      ) : null}
    </section>
  );
}

/** A library box's items, each a link that opens it on its page (`?score=ID`…). */
const names = (itemHref: (id: number) => string) => (list: LibraryItem[]) => (
  <ul className="box__list">
    {list.map((item) => (
      <li key={item.id}>
        <a href={itemHref(item.id)}>{item.name}</a>
        {item.author ? <span className="box__meta">{item.author}</span> : null}
      </li>
    ))}
  </ul>
);

/** The library's boxes (global, not per choir); video lessons are for conductors (spec §2.8). */
const LIBRARY_BOXES = [
  {
    id: 'scores',
    title: b.scores,
    path: apiPath(dashboardPaths.scores),
    itemHref: (id: number) => `${SCORES_PAGE}?score=${id}`,
    link: { href: SCORES_PAGE, label: b.scoresLink },
    empty: b.scoresEmpty,
    conductorsOnly: false,
  },
  {
    id: 'audiobooks',
    title: b.audiobooks,
    path: apiPath(dashboardPaths.audiobooks),
    itemHref: (id: number) => `/cont/librarie/audiobooks?audiobook=${id}`,
    link: { href: '/cont/librarie/audiobooks', label: b.audiobooksLink },
    empty: b.audiobooksEmpty,
    conductorsOnly: false,
  },
  {
    id: 'videolessons',
    title: b.videoLessons,
    path: apiPath(dashboardPaths.videoLessons),
    itemHref: (id: number) => `/cont/librarie/video-lectii?lesson=${id}`,
    link: { href: '/cont/librarie/video-lectii', label: b.videoLessonsLink },
    empty: b.videoLessonsEmpty,
    conductorsOnly: true,
  },
] as const;

export function DashboardBoxes({
  choirId,
  isConductor,
}: {
  choirId: number;
  isConductor: boolean;
}) {
  const id = { id: choirId };
  const { data: summary, reload: reloadSummary } = useCachedGet<DashboardSummary>(
    apiPath(dashboardPaths.summary, id),
  );
  // An absence answers events: the events box loads again (a new key mounts it anew).
  const [eventsRound, setEventsRound] = useState(0);
  return (
    <div className="dashboard-grid">
      <SummaryBox summary={summary} isConductor={isConductor} />
      {isConductor ? (
        <PendingBox choirId={choirId} waiting={summary?.waiting} onChanged={reloadSummary} />
      ) : null}
      {isConductor ? <AttendanceTodayBox choirId={choirId} /> : null}
      <ListBox<DashboardEvent>
        key={`events-${eventsRound}`}
        id="events"
        title={b.futureEvents}
        path={apiPath(dashboardPaths.events, id)}
        link={{ href: EVENTS_PATH, label: b.eventsLink }}
        empty={b.eventsEmpty}
      >
        {(list) => <DashboardEvents events={list} />}
      </ListBox>
      <AbsencesBox onChanged={() => setEventsRound((n) => n + 1)} />
      <OwnFiguresBox isConductor={isConductor} />
      {LIBRARY_BOXES.filter((box) => isConductor || !box.conductorsOnly).map((box) => (
        <ListBox<LibraryItem>
          key={box.id}
          id={box.id}
          title={box.title}
          path={box.path}
          link={box.link}
          empty={box.empty}
        >
          {names(box.itemHref)}
        </ListBox>
      ))}
      <ListBox<DashboardMessage>
        id="messages"
        title={b.messages}
        path={apiPath(dashboardPaths.messages, id)}
        link={{ href: '/cont/contacteaza-un-madrigalist', label: b.messagesLink }}
        empty={b.messagesEmpty}
      >
        {(list) => (
          <ul className="box__list">
            {list.map((message) => (
              <li key={message.id} className="box__item">
                <Avatar src={message.avatar} firstName={message.name} lastName="" />
                <span>
                  <strong>{message.name}</strong>: {message.message}
                  <span className="box__meta">
                    <time dateTime={message.date}>{b.daysAgo(daysSince(message.date))}</time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListBox>
    </div>
  );
}
