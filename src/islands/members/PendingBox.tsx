/**
 * The dashboard's pending accounts (spec §2.8), answered where they are shown (issue #23): each
 * request has a checkbox, 'Selectează toate' ticks them all, 'Aprobă selectate' approves and
 * 'Refuză selectate' refuses after one confirmation, each in one call for all the selected
 * (POST /api/choir/{id}/approve-members/, refuse-members/). Afterwards the list and the summary
 * load again. Every step works from the keyboard: checkboxes, then the buttons.
 */
import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { api, readErrorBody, readErrorDetail } from '../../client/api.ts';
import { useCachedGet } from '../../client/use-cached-get.ts';
import type { PendingAccount } from '../../lib/api/dashboard.ts';
import { apiPath } from '../../lib/api-path.ts';
import { formatDate } from '../../lib/dates.ts';
import { DASHBOARD_LIST_SIZE } from '../../lib/limits.ts';
import { choirs as cm, common, members as m } from '../../lib/messages.ts';
import { childConsent } from '../../lib/messages-child-consent.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import { dashboardPaths } from '../../lib/paths/dashboard.ts';
import { showToast } from '../../stores/toasts.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxBox } from '../../ui/Checkbox.tsx';
import './pending-box.css';

const b = m.boxes;

export interface PendingBoxProps {
  choirId: number;
  /** Requests waiting in all (the summary's count), when known. */
  waiting: number | undefined;
  /** After an answer: the summary's counts changed too. */
  onChanged: () => void;
}

export function PendingBox({ choirId, waiting, onChanged }: PendingBoxProps) {
  const { data, failed, reload } = useCachedGet<PendingAccount[]>(
    apiPath(dashboardPaths.pending, { id: choirId }),
  );
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = data?.slice(0, DASHBOARD_LIST_SIZE);
  // Only what is still listed counts (a reload may have taken a request away).
  const chosen = selected.filter((id) => items?.some((p) => String(p.id) === id));

  async function answer(action: 'approve' | 'refuse') {
    setBusy(action);
    setError(null);
    const path = action === 'approve' ? choirPaths.approveMembers : choirPaths.refuseMembers;
    try {
      await api.post(apiPath(path, { id: choirId }), { json: { user_ids: chosen.map(Number) } });
      showToast({
        tone: 'success',
        text:
          action === 'approve' ? b.approvedMany(chosen.length) : cm.requestsRefused(chosen.length),
      });
      setSelected([]);
      setConfirming(false);
    } catch (failure) {
      const body = await readErrorBody(failure);
      setError(body?.non_field_errors?.[0] ?? (await readErrorDetail(failure)) ?? b.actionFailed);
    } finally {
      setBusy(null);
      reload();
      onChanged();
    }
  }

  const all = items?.map((p) => String(p.id)) ?? [];
  return (
    <section className="box" aria-labelledby="pending-title" aria-busy={!data && !failed}>
      <h2 id="pending-title">{b.pending}</h2>
      {items && items.length > 0 ? (
        <>
          {waiting !== undefined ? <p>{b.pendingCount(waiting)}</p> : null}
          <Checkbox
            className="checkbox pending__all"
            isSelected={chosen.length === all.length}
            isIndeterminate={chosen.length > 0 && chosen.length < all.length}
            onChange={(on) => setSelected(on ? all : [])}
          >
            <CheckboxBox />
            <span className="checkbox__label">{b.selectAll}</span>
          </Checkbox>
          <CheckboxGroup value={chosen} onChange={setSelected} className="pending">
            <Label className="visually-hidden">{b.pendingGroup}</Label>
            <ul className="box__list">
              {items.map((p) => (
                <li key={p.id}>
                  <Checkbox value={String(p.id)} className="checkbox box__item">
                    <CheckboxBox />
                    <Avatar src={p.avatar} firstName={p.first_name} lastName={p.last_name} />
                    <span className="checkbox__label">
                      {p.first_name} {p.last_name}
                      <span className="box__meta">
                        {[
                          p.city,
                          b.requestedOn(formatDate(p.date_joined)),
                          p.waits_for_parent ? childConsent.waiting : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </Checkbox>
                </li>
              ))}
            </ul>
          </CheckboxGroup>
          <Banner tone="error">{error}</Banner>
          {confirming ? (
            <div className="confirm">
              <p id="refuse-confirm">{b.refuseConfirm(chosen.length)}</p>
              <div className="modal__actions">
                <Button
                  variant="secondary"
                  onPress={() => setConfirming(false)}
                  aria-describedby="refuse-confirm"
                  autoFocus
                >
                  {b.refuseNo}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => void answer('refuse')}
                  isPending={busy === 'refuse'}
                >
                  {b.refuseYes}
                </Button>
              </div>
            </div>
          ) : (
            <div className="pending__actions">
              <Button
                onPress={() => void answer('approve')}
                isPending={busy === 'approve'}
                isDisabled={chosen.length === 0 || busy !== null}
              >
                {b.approveSelected}
              </Button>
              <Button
                variant="secondary"
                onPress={() => setConfirming(true)}
                isDisabled={chosen.length === 0 || busy !== null}
              >
                {b.refuseSelected}
              </Button>
            </div>
          )}
        </>
      ) : null}
      {items && items.length === 0 ? <p className="box__empty">{b.pendingEmpty}</p> : null}
      {!data && failed ? <p className="box__empty">{b.loadFailed}</p> : null}
      {!data && !failed ? <p className="box__empty">{common.loading}</p> : null}
      <a className="box__link" href="/cont/corul-meu?members=pending">
        {b.pendingLink}
      </a>
    </section>
  );
}
