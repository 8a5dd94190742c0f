/**
 * An account in the back office (`?id=N` of /cont/administrare/persoane): its state and details,
 * 'Retrimite e-mailul de activare' (before activation), 'Blochează contul' (asks in a modal, not
 * offered on one's own account) or 'Deblochează contul', and its choirs. The heading takes the
 * focus when the detail opens.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { api, readErrorDetail } from '../../../client/api.ts';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { StaffPersonDetail } from '../../../lib/api/staff-people.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { countyName } from '../../../lib/counties.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { staffPeople as sp } from '../../../lib/messages-staff-people.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { $user } from '../../../stores/session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { FactList } from '../../../ui/FactList.tsx';
import { ReasonModal } from '../ReasonModal.tsx';
import { PersonState } from './PersonState.tsx';
import '../detail.css';
import { childConsent, consentSummary } from '../../../lib/messages-child-consent.ts';

export function PersonDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const details = useCachedGet<StaffPersonDetail>(apiPath(staffPaths.person, { id }));
  const me = useStore($user);
  const [blocking, setBlocking] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const person = details.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened account.
  useEffect(() => heading.current?.focus(), [id]);

  /** A one-click action: its answer's message as a toast, then the account read again. */
  async function act(
    path: typeof staffPaths.personUnblock | typeof staffPaths.personResendActivation,
    success: string,
  ) {
    setBusy(true);
    try {
      const answer = await api.post(apiPath(path, { id })).json<{ detail: string }>();
      showToast({ tone: 'success', text: answer.detail || success });
    } catch (error) {
      showToast({ tone: 'error', text: (await readErrorDetail(error)) ?? sp.actionFailed });
    } finally {
      setBusy(false);
      details.reload();
    }
  }

  return (
    <article className="staff-person" aria-busy={!person || undefined}>
      <Button variant="ghost" onPress={onBack}>
        ← {sp.back}
      </Button>
      <h2 ref={heading} tabIndex={-1} className="staff-detail__title">
        {person ? person.name || person.email : sp.details}
      </h2>
      {!person ? (
        <p role={details.failed ? 'alert' : undefined}>{details.failed ? sp.loadFailed : null}</p>
      ) : (
        <>
          <p className="staff-detail__state">
            <PersonState state={person.state} staffMember={person.is_staff} />
            <span>
              {sp.createdAt}: {formatDateTime(person.created_at)}
            </span>
          </p>
          <div className="staff-actions">
            {person.state === 'inactive' ? (
              <Button
                variant="secondary"
                isPending={busy}
                onPress={() => act(staffPaths.personResendActivation, sp.resent(person.email))}
              >
                {sp.resend}
              </Button>
            ) : null}
            {person.blocked_at ? (
              <Button isPending={busy} onPress={() => act(staffPaths.personUnblock, sp.unblocked)}>
                {sp.unblock}
              </Button>
            ) : me?.id !== person.id ? (
              <Button variant="danger" onPress={() => setBlocking(true)}>
                {sp.block}
              </Button>
            ) : null}
          </div>
          <section className="staff-panel" aria-labelledby="staff-person-details">
            <h3 id="staff-person-details">{sp.details}</h3>
            <FactList
              className="staff-detail__facts"
              items={[
                [sp.email, person.email],
                [sp.phone, person.phone || '–'],
                [
                  sp.place,
                  [person.city, person.county && countyName(person.county)]
                    .filter(Boolean)
                    .join(', ') || '–',
                ],
                [
                  sp.activatedAt,
                  person.activated_at ? formatDateTime(person.activated_at) : sp.notActivated,
                ],
                [sp.blockedAt, person.blocked_at ? formatDateTime(person.blocked_at) : null],
                [sp.blockReason, person.blocked_at ? person.block_reason || '–' : null],
                [sp.sessions, sp.sessionsCount(person.open_sessions)],
                [childConsent.column, person.consent ? consentSummary(person.consent) : null],
                [
                  sp.lastLogin,
                  person.last_login_at ? formatDateTime(person.last_login_at) : sp.never,
                ],
              ]}
            />
          </section>
          <section className="staff-panel" aria-labelledby="staff-person-choirs">
            <h3 id="staff-person-choirs">{sp.membershipsTitle}</h3>
            {person.memberships.length === 0 ? (
              <p>{sp.membershipsEmpty}</p>
            ) : (
              <div className="staff-list__scroll">
                <table className="data-table staff-table">
                  <caption className="visually-hidden">{sp.membershipsTitle}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{sp.choir}</th>
                      <th scope="col">{sp.county}</th>
                      <th scope="col">{sp.memberRole}</th>
                      <th scope="col">{sp.request}</th>
                      <th scope="col">{sp.joinedAt}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {person.memberships.map((m) => (
                      <tr key={m.choir_id}>
                        <td data-label={sp.choir}>
                          <a href={`/cont/administrare/coruri?id=${m.choir_id}`}>{m.choir_name}</a>
                        </td>
                        <td data-label={sp.county}>{m.county_name}</td>
                        <td data-label={sp.memberRole}>
                          {m.is_conductor ? sp.conductor : sp.singer}
                        </td>
                        <td data-label={sp.request}>{m.is_confirmed ? sp.approved : sp.pending}</td>
                        <td data-label={sp.joinedAt}>{formatDate(m.joined_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          {blocking ? (
            <ReasonModal
              title={sp.blockTitle(person.name || person.email)}
              intro={sp.blockExplain}
              label={sp.blockReasonLabel}
              path={apiPath(staffPaths.personBlock, { id: person.id })}
              submitLabel={sp.blockConfirm}
              danger
              doneText={sp.blocked}
              failedText={sp.actionFailed}
              onDone={details.reload}
              onClose={() => setBlocking(false)}
            />
          ) : null}
        </>
      )}
    </article>
  );
}
