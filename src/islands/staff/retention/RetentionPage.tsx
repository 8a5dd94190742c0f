/**
 * Păstrarea datelor (issue #26): what the next retention run will do, per rule (how many items it
 * deletes, how many are held or skipped), one rule's items a page at a time (`?rule=` in the
 * address), holding an item back with a reason and releasing it, running now after a
 * confirmation, and the journal of past runs (RetentionRuns.tsx).
 */
import { useState } from 'react';
import { api } from '../../../client/api.ts';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type {
  RetentionItem,
  RetentionPreview,
  RetentionRun,
} from '../../../lib/api/staff-retention.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import {
  RETENTION_RULES,
  type RetentionRuleKey,
  retention as t,
} from '../../../lib/messages-retention.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffRetentionPaths as paths } from '../../../lib/paths/staff-retention.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { ReasonModal } from '../ReasonModal.tsx';
import { type StaffColumn, StaffTable } from '../StaffTable.tsx';
import { useStaffList } from '../use-staff-list.ts';
import { DeleteModal } from '../workshops/DeleteModal.tsx';
import { RetentionRuns } from './RetentionRuns.tsx';
import './retention.css';

const FILTERS = ['rule'] as const;

function stateOf(row: RetentionItem) {
  if (row.hold) return t.stateHeld(row.hold.reason);
  if (row.skip) return t.stateSkipped(t.lastConductor(row.skip));
  return t.stateDelete;
}

export default function RetentionPage() {
  const preview = useCachedGet<RetentionPreview>(apiPath(paths.preview));
  const runs = useCachedGet<{ results: RetentionRun[] }>(apiPath(paths.runs));
  const items = useStaffList<RetentionItem>(apiPath(paths.items), FILTERS);
  const [holding, setHolding] = useState<RetentionItem | null>(null);
  const [running, setRunning] = useState(false);
  const rule = (items.filter('rule') || 'unanswered_requests') as RetentionRuleKey;
  const ruleName = RETENTION_RULES[rule]?.name ?? '';

  const reload = () => {
    preview.reload();
    items.reload();
    runs.reload();
  };

  async function release(row: RetentionItem) {
    if (!row.hold) return;
    try {
      await api.delete(apiPath(paths.hold, { id: row.hold.id }));
      showToast({ tone: 'success', text: t.released });
    } catch {
      showToast({ tone: 'error', text: t.releaseFailed });
    }
    reload();
  }

  const columns: StaffColumn<RetentionItem>[] = [
    { key: 'item', label: t.item, render: (row) => row.label || row.item },
    { key: 'since', label: t.since, render: (row) => formatDate(row.since) },
    { key: 'state', label: t.state, render: stateOf },
    {
      key: 'action',
      label: t.hold,
      render: (row) =>
        row.hold ? (
          <Button
            variant="secondary"
            className="button--small"
            onPress={() => release(row)}
            aria-label={t.releaseLabel(row.label)}
          >
            {t.release}
          </Button>
        ) : (
          <Button
            variant="secondary"
            className="button--small"
            onPress={() => setHolding(row)}
            aria-label={t.holdLabel(row.label)}
          >
            {t.hold}
          </Button>
        ),
    },
  ];

  return (
    <>
      <p>{t.intro}</p>
      {preview.failed && !preview.data ? (
        <LoadFailed message={staff.loadFailed} retry={staff.retry} onRetry={preview.reload} />
      ) : null}
      {preview.data ? (
        <div className="retention">
          <div className="staff-list__bar">
            <h2 id="retention-rules">{t.rules}</h2>
            <Button variant="danger" onPress={() => setRunning(true)}>
              {t.run}
            </Button>
          </div>
          <p className="retention__next">{t.nextRun(formatDateTime(preview.data.next_run))}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus. */}
          <section className="staff-list__scroll" tabIndex={0} aria-label={t.rules}>
            <table className="data-table staff-table">
              <caption className="visually-hidden">{t.rules}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.rule}</th>
                  <th scope="col">{t.period}</th>
                  <th scope="col">{t.toDelete}</th>
                  <th scope="col">{t.held}</th>
                  <th scope="col">{t.skipped}</th>
                </tr>
              </thead>
              <tbody>
                {preview.data.rules.map((summary) => (
                  <tr key={summary.rule} aria-current={summary.rule === rule ? 'true' : undefined}>
                    <td data-label={t.rule}>
                      <a
                        href={`?rule=${summary.rule}`}
                        aria-label={t.show(summary.name)}
                        onClick={(event) => {
                          event.preventDefault();
                          items.setFilter('rule', summary.rule);
                        }}
                      >
                        {summary.name}
                      </a>
                    </td>
                    <td data-label={t.period}>{summary.period}</td>
                    <td data-label={t.toDelete}>{summary.count}</td>
                    <td data-label={t.held}>{summary.held}</td>
                    <td data-label={t.skipped}>{summary.skipped}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      ) : null}

      <div className="retention">
        <h2 id="retention-items">{t.items(ruleName)}</h2>
        <StaffTable
          label={t.items(ruleName)}
          list={items}
          columns={columns}
          rowKey={(row) => row.item}
        />
      </div>

      <RetentionRuns runs={runs.data?.results} />

      {holding ? (
        <ReasonModal
          title={t.holdTitle}
          intro={t.holdIntro(holding.label || holding.item)}
          label={t.holdReason}
          hint={t.holdHint}
          isRequired
          path={apiPath(paths.holds)}
          body={{ rule, item: holding.item }}
          submitLabel={t.hold}
          doneText={t.heldDone}
          failedText={t.holdFailed}
          onDone={reload}
          onClose={() => setHolding(null)}
        />
      ) : null}
      {running ? (
        <DeleteModal
          title={t.runTitle}
          question={t.runIntro}
          confirmLabel={t.run}
          remove={async () => {
            const run = await api.post(apiPath(paths.run)).json<RetentionRun>();
            const deleted = Object.values(run.rules).reduce((sum, r) => sum + r.count, 0);
            showToast({ tone: 'success', text: t.runDone(deleted) });
          }}
          failed={t.runFailed}
          onDeleted={reload}
          onClose={() => setRunning(false)}
        />
      ) : null}
    </>
  );
}
