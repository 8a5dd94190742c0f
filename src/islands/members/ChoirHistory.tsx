/**
 * The choir's history on Corul meu (conductors and staff): the newest changes first, 10 a page,
 * each as a sentence (who did what, to whom, which fields), never the values.
 * `stamp` changes when the page changed the choir: the history asks again.
 */
import { useEffect, useState } from 'react';
import { useCachedGet } from '../../client/use-cached-get.ts';
import type { ChoirHistoryPage } from '../../lib/api/choirs.ts';
import { apiPath } from '../../lib/api-path.ts';
import { formatDate } from '../../lib/dates.ts';
import { CHOIR_HISTORY_PAGE_SIZE } from '../../lib/limits.ts';
import { common, choirProfile as cp } from '../../lib/messages.ts';
import { CHOIR_HISTORY_ACTIONS } from '../../lib/messages-choir-profile.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import { Pager } from '../../ui/Pager.tsx';

export function ChoirHistory({ choirId, stamp }: { choirId: number; stamp: number }) {
  const [page, setPage] = useState(1);
  const history = useCachedGet<ChoirHistoryPage>(
    `${apiPath(choirPaths.history, { id: choirId })}?page=${page}`,
  );
  const { reload } = history;
  useEffect(() => {
    if (stamp) reload();
  }, [stamp, reload]);
  const data = history.data;

  return (
    <section className="box" aria-labelledby="choir-history-title" aria-busy={!data || undefined}>
      <h2 id="choir-history-title">{cp.history}</h2>
      {!data ? (
        <p className="box__empty">{history.failed ? cp.historyFailed : common.loading}</p>
      ) : data.results.length === 0 ? (
        <p className="box__empty">{cp.historyEmpty}</p>
      ) : (
        <ol className="choir-history">
          {data.results.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
              <span>
                {CHOIR_HISTORY_ACTIONS[entry.action]({
                  actor: entry.actor_name,
                  subject: entry.subject_name,
                  fields: entry.fields,
                  reason: entry.reason,
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Pager
        label={cp.history}
        page={page}
        pages={Math.max(1, Math.ceil((data?.count ?? 0) / CHOIR_HISTORY_PAGE_SIZE))}
        onPage={setPage}
      />
    </section>
  );
}
