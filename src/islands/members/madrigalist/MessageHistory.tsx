/**
 * The member's messages to the madrigal singers, latest activity first, each with its date and
 * the team's replies (GET /api/messaging/madrigalist/, 10 a page). A reply the member has not
 * seen is marked 'Nou' in words, not by colour alone; once shown, the page reports it read
 * (POST …/read/), so it leaves the dashboard's messages box. It stays marked until the page
 * reloads: the member sees what was new this time.
 */
import { useEffect, useState } from 'react';
import { api } from '../../../client/api.ts';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { MadrigalistPage, MadrigalistThread } from '../../../lib/api/messaging.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { MADRIGALIST_PAGE_SIZE } from '../../../lib/limits.ts';
import { common, madrigalist as m } from '../../../lib/messages.ts';
import { messagingPaths } from '../../../lib/paths/messaging.ts';
import { Pager } from '../../../ui/Pager.tsx';

function Thread({ thread }: { thread: MadrigalistThread }) {
  return (
    <li className="thread">
      <article aria-labelledby={`thread-${thread.id}`}>
        <h3 id={`thread-${thread.id}`} className="thread__meta">
          {m.you} · {m.sentOn(formatDate(thread.created_at))}
        </h3>
        <p className="thread__text">{thread.message}</p>
        {thread.replies.length === 0 ? (
          <p className="thread__waiting">{m.awaitingReply}</p>
        ) : (
          <ol className="thread__replies" aria-label={m.replyCount(thread.replies.length)}>
            {thread.replies.map((reply) => (
              <li key={reply.id} className={reply.read ? 'reply' : 'reply reply--unread'}>
                <p className="reply__meta">
                  <strong>{reply.author}</strong> · {m.repliedOn(formatDate(reply.created_at))}
                  {reply.read ? null : <span className="reply__badge">{m.unread}</span>}
                </p>
                <p className="thread__text">{reply.message}</p>
              </li>
            ))}
          </ol>
        )}
      </article>
    </li>
  );
}

/** `round` changes when the member sent a message: the first page is asked for again. */
export function MessageHistory({ round }: { round: number }) {
  const [page, setPage] = useState(1);
  const { data, failed, reload } = useCachedGet<MadrigalistPage>(
    `${apiPath(messagingPaths.madrigalist)}?page=${page}`,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` is the reason to ask again.
  useEffect(() => {
    if (round === 0) return;
    if (page === 1) reload();
    else setPage(1);
  }, [round]);

  // Report the replies shown unread; the list keeps their mark until it is asked for again.
  useEffect(() => {
    const unread = data?.results.flatMap((t) => t.replies.filter((r) => !r.read).map((r) => r.id));
    if (unread?.length)
      void api.post(apiPath(messagingPaths.madrigalistRead), { json: { replies: unread } });
  }, [data]);

  const pages = data ? Math.max(1, Math.ceil(data.count / MADRIGALIST_PAGE_SIZE)) : 1;
  return (
    <section
      className="madrigalist-history"
      aria-labelledby="history-title"
      aria-busy={!data && !failed ? true : undefined}
    >
      <h2 id="history-title">{m.history}</h2>
      {!data && !failed ? <p className="box__empty">{common.loading}</p> : null}
      {!data && failed ? <p className="box__empty">{m.loadFailed}</p> : null}
      {data && data.results.length === 0 ? <p className="box__empty">{m.historyEmpty}</p> : null}
      {data && data.results.length > 0 ? (
        <ol className="madrigalist-history__list">
          {data.results.map((thread) => (
            <Thread key={thread.id} thread={thread} />
          ))}
        </ol>
      ) : null}
      <Pager label={m.pages} page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
