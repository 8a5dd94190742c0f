/**
 * The journal of the retention runs (issue #26): when, who started it (or the daily run), and per
 * rule how many items it deleted, held or skipped. The newest page only: a run a day is enough to
 * read here; the API pages further.
 */
import type { RetentionRun } from '../../../lib/api/staff-retention.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import {
  RETENTION_RULES,
  type RetentionRuleKey,
  retention as t,
} from '../../../lib/messages-retention.ts';
import { staff } from '../../../lib/messages-staff.ts';

function result(run: RetentionRun) {
  const parts = Object.entries(run.rules)
    .filter(([, r]) => r.count + r.held.length + r.skipped.length > 0)
    .map(([key, r]) =>
      t.runRule(
        RETENTION_RULES[key as RetentionRuleKey]?.name ?? key,
        r.count,
        r.held.length,
        r.skipped.length,
      ),
    );
  return parts.length > 0 ? parts.join('; ') : t.runNothing;
}

export function RetentionRuns({ runs }: { runs: RetentionRun[] | undefined }) {
  return (
    <div className="retention">
      <h2 id="retention-runs">{t.runs}</h2>
      {runs && runs.length === 0 ? <p className="staff-list__empty">{staff.empty}</p> : null}
      {runs && runs.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
        <section className="staff-list__scroll" aria-label={t.runs} tabIndex={0}>
          <table className="data-table staff-table">
            <caption className="visually-hidden">{t.runs}</caption>
            <thead>
              <tr>
                <th scope="col">{t.runWhen}</th>
                <th scope="col">{t.runWho}</th>
                <th scope="col">{t.runResult}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <td data-label={t.runWhen}>{formatDateTime(run.created_at)}</td>
                  <td data-label={t.runWho}>
                    {run.started_by ?? (run.day ? t.runDaily : t.deletedAccount)}
                  </td>
                  <td data-label={t.runResult}>{result(run)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
