/**
 * A choir in the back office (`?id=N` of /cont/administrare/coruri): every field, 'Confirmă
 * corul' or 'Retrage confirmarea' (each asks in a modal: an optional note, a required reason),
 * 'Editează' (the conductors' form, saved through the back office so the journal records it),
 * its members and its history. The heading takes the focus when the detail opens.
 */
import { useEffect, useRef, useState } from 'react';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { StaffChoirDetails } from '../../../lib/api/staff-choirs.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { CHOIR_FIELD_LABELS as labels } from '../../../lib/messages-choir-profile.ts';
import { staffChoirs as sc } from '../../../lib/messages-staff-choirs.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { Button } from '../../../ui/Button.tsx';
import { FactList } from '../../../ui/FactList.tsx';
import { ChoirHistory } from '../../members/ChoirHistory.tsx';
import { EditChoirModal } from '../../members/EditChoirModal.tsx';
import { ReasonModal } from '../ReasonModal.tsx';
import { ChoirState } from './ChoirState.tsx';
import '../../members/choir-profile.css';
import '../detail.css';
import './choirs.css';
import { childConsent, consentSummary } from '../../../lib/messages-child-consent.ts';

type Dialog = 'confirm' | 'withdraw' | 'edit' | null;

export function ChoirDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const details = useCachedGet<StaffChoirDetails>(apiPath(staffPaths.choir, { id }));
  const [dialog, setDialog] = useState<Dialog>(null);
  // Bumped by every change made here, so the history asks again.
  const [changes, setChanges] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const choir = details.data;
  // The confirmation's mail goes to the approved conductors (choir-confirmation.ts): without one,
  // the texts say that no mail goes out (issue #23).
  const mailed = choir?.members.some((member) => member.is_conductor && member.is_confirmed);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened choir.
  useEffect(() => heading.current?.focus(), [id]);

  const changed = () => {
    details.reload();
    setChanges((n) => n + 1);
  };

  const list = (items: string[]) =>
    items.length ? (
      <ul className="staff-choir__items">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      sc.none
    );

  return (
    <article className="staff-choir" aria-busy={!choir || undefined}>
      <Button variant="ghost" onPress={onBack}>
        ← {sc.back}
      </Button>
      <h2 ref={heading} tabIndex={-1} className="staff-detail__title staff-choir__title">
        {choir?.name ?? sc.details}
      </h2>
      {!choir ? (
        <p role={details.failed ? 'alert' : undefined}>{details.failed ? sc.loadFailed : null}</p>
      ) : (
        <>
          <p className="staff-detail__state">
            <ChoirState confirmed={choir.is_confirmed} />
            <span>
              {sc.createdAt}: {formatDateTime(choir.created_at)}
            </span>
          </p>
          <div className="staff-actions">
            {choir.is_confirmed ? (
              // Not the page's main action (issue #23): it undoes one, after its own confirmation.
              <Button variant="secondary" onPress={() => setDialog('withdraw')}>
                {sc.withdraw}
              </Button>
            ) : (
              <Button onPress={() => setDialog('confirm')}>{sc.confirm}</Button>
            )}
            <Button variant="secondary" onPress={() => setDialog('edit')}>
              {sc.edit}
            </Button>
          </div>
          <section className="staff-panel" aria-labelledby="staff-choir-details">
            <h3 id="staff-choir-details">{sc.details}</h3>
            <FactList
              className="staff-detail__facts"
              items={[
                [labels.entity, choir.entity || sc.none],
                [labels.protocol_number, choir.protocol_number || sc.none],
                [labels.city, choir.city],
                [labels.county, choir.county_name],
                [labels.address, choir.address || sc.none],
                [labels.choir_members, choir.choir_members],
                [labels.contact, choir.contact || sc.none],
                [labels.phone, choir.phone || sc.none],
                [labels.email, choir.email || sc.none],
                [labels.year, choir.year ?? sc.none],
                [labels.voices, choir.voices || sc.none],
                [labels.description, choir.description || sc.none],
                [labels.awards, list(choir.awards)],
                [labels.participation, list(choir.participation)],
              ]}
            />
          </section>
          <section className="staff-panel" aria-labelledby="staff-choir-members">
            <h3 id="staff-choir-members">
              {sc.membersTitle} ({sc.membersCount(choir.members.length)})
            </h3>
            {choir.members.length === 0 ? (
              <p>{sc.membersEmpty}</p>
            ) : (
              <div className="staff-list__scroll">
                <table className="data-table staff-table">
                  <caption className="visually-hidden">{sc.membersTitle}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{sc.memberName}</th>
                      <th scope="col">{sc.memberEmail}</th>
                      <th scope="col">{sc.memberRole}</th>
                      <th scope="col">{sc.memberState}</th>
                      <th scope="col">{sc.createdAt}</th>
                      <th scope="col">{childConsent.column}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {choir.members.map((member) => (
                      <tr key={member.user_id}>
                        <td data-label={sc.memberName}>{member.name || sc.none}</td>
                        <td data-label={sc.memberEmail}>{member.email}</td>
                        <td data-label={sc.memberRole}>
                          {member.is_conductor ? sc.conductor : sc.singer}
                        </td>
                        <td data-label={sc.memberState}>
                          {member.is_confirmed ? sc.approved : sc.pending}
                        </td>
                        <td data-label={sc.createdAt}>{formatDate(member.joined_at)}</td>
                        <td data-label={childConsent.column}>{consentSummary(member.consent)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <ChoirHistory choirId={choir.id} stamp={changes} />
          {dialog === 'confirm' || dialog === 'withdraw' ? (
            <ReasonModal
              {...(dialog === 'withdraw'
                ? {
                    title: sc.withdrawTitle,
                    intro: (mailed ? sc.withdrawIntro : sc.withdrawIntroNoConductor)(choir.name),
                    label: sc.reason,
                    hint: sc.reasonHint,
                    isRequired: true,
                    submitLabel: sc.withdraw,
                    danger: true,
                    doneText: mailed ? sc.withdrawn : sc.withdrawnNoConductor,
                  }
                : {
                    title: sc.confirm,
                    intro: (mailed ? sc.confirmIntro : sc.confirmIntroNoConductor)(choir.name),
                    label: sc.note,
                    hint: sc.noteHint,
                    submitLabel: sc.confirm,
                    doneText: mailed ? sc.confirmed_ : sc.confirmedNoConductor,
                  })}
              path={apiPath(
                dialog === 'withdraw' ? staffPaths.choirWithdraw : staffPaths.choirConfirm,
                { id: choir.id },
              )}
              failedText={sc.actionFailed}
              onDone={changed}
              onClose={() => setDialog(null)}
            />
          ) : null}
          {dialog === 'edit' ? (
            <EditChoirModal
              choir={choir}
              savePath={apiPath(staffPaths.choir, { id: choir.id })}
              onChanged={changed}
              onClose={() => setDialog(null)}
            />
          ) : null}
        </>
      )}
    </article>
  );
}
