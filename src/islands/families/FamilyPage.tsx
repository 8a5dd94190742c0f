/**
 * 'Copiii mei' (issue #25): the parent's children with their choirs and their consent
 * (ChildConsent.tsx), the user's own parents, the requests waiting on either side, and the
 * actions: add a child, link an account, give a managed child a login, sign a child's consent,
 * end a link. Always as the signed-in user (the families routes ignore acting).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../client/api.ts';
import type { FamilyAnswer, FamilyChild } from '../../lib/api/families.ts';
import { apiPath } from '../../lib/api-path.ts';
import { formatDate } from '../../lib/dates.ts';
import { families as m } from '../../lib/messages.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { $actingChild, actFor } from '../../stores/family.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { AddChildModal } from './AddChildModal.tsx';
import { ChildConsent } from './ChildConsent.tsx';
import { ChildConsentModal } from './ChildConsentModal.tsx';
import { ChildLoginModal } from './ChildLoginModal.tsx';
import { EndLinkModal } from './EndLinkModal.tsx';
import { LinkRequestModal } from './LinkRequestModal.tsx';
import './families.css';

type Dialog =
  | { kind: 'add' }
  | { kind: 'link' }
  | { kind: 'login'; child: FamilyChild }
  | { kind: 'consent'; child: FamilyChild }
  | { kind: 'end'; linkId: number; name: string; childId?: number; pending?: boolean };

function ChildCard(props: { child: FamilyChild; open: (d: Dialog) => void; reload: () => void }) {
  const { child, open } = props;
  const name = `${child.first_name} ${child.last_name}`.trim();
  return (
    <li className="card family__item">
      <h3 className="family__name">{name}</h3>
      <p className="family__facts">
        {child.birth_date ? `${m.born(formatDate(child.birth_date))} · ` : ''}
        {child.has_login ? m.hasLogin : m.managed}
      </p>
      <ul className="family__choirs">
        {child.choirs.length === 0 ? <li>{m.noChoir}</li> : null}
        {child.choirs.map((choir) => (
          <li key={choir.id}>
            {choir.name}
            {choir.is_confirmed ? '' : ` (${m.waiting})`}
          </li>
        ))}
      </ul>
      <ChildConsent
        child={child}
        onSign={() => open({ kind: 'consent', child })}
        onChanged={props.reload}
      />
      <div className="family__actions">
        {child.has_login ? null : (
          <Button variant="secondary" onPress={() => open({ kind: 'login', child })}>
            {m.giveLogin}
          </Button>
        )}
        <Button
          variant="ghost"
          onPress={() => open({ kind: 'end', linkId: child.link_id, name, childId: child.id })}
        >
          {m.endLink}
        </Button>
      </div>
    </li>
  );
}

export default function FamilyPage() {
  const [family, setFamily] = useState<FamilyAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const acting = useStore($actingChild);

  const load = useCallback(() => {
    setFailed(false);
    api
      .get(apiPath(familyPaths.list))
      .json<FamilyAnswer>()
      .then(setFamily)
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  const done = () => {
    setDialog(null);
    load();
  };
  const ended = (childId?: number) => {
    // The tab stops acting for a child it is no longer linked to.
    if (childId !== undefined && acting?.id === childId) actFor(null);
    else done();
  };

  return (
    <div className="family">
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      <div className="family__actions">
        <Button onPress={() => setDialog({ kind: 'add' })}>{m.addChild}</Button>
        <Button variant="secondary" onPress={() => setDialog({ kind: 'link' })}>
          {m.linkAccount}
        </Button>
      </div>
      {failed ? (
        <LoadFailed look="card" message={m.loadFailed} retry={m.retry} onRetry={load} />
      ) : null}
      {family ? (
        <>
          <section aria-labelledby="family-children">
            <h2 id="family-children">{m.childrenHeading}</h2>
            {family.children.length === 0 ? <p>{m.empty}</p> : null}
            <ul className="family__list">
              {family.children.map((child) => (
                <ChildCard key={child.id} child={child} open={setDialog} reload={load} />
              ))}
            </ul>
          </section>
          {family.parents.length > 0 ? (
            <section aria-labelledby="family-parents">
              <h2 id="family-parents">{m.parentsHeading}</h2>
              <ul className="family__list">
                {family.parents.map((parent) => (
                  <li key={parent.link_id} className="card family__item">
                    <h3 className="family__name">{parent.name}</h3>
                    <Button
                      variant="ghost"
                      onPress={() =>
                        setDialog({ kind: 'end', linkId: parent.link_id, name: parent.name })
                      }
                    >
                      {m.endLink}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {family.requests.length > 0 ? (
            <section aria-labelledby="family-requests">
              <h2 id="family-requests">{m.pendingHeading}</h2>
              <ul className="family__list">
                {family.requests.map((request) => (
                  <li key={request.link_id} className="card family__item">
                    <p>
                      {request.direction === 'sent'
                        ? m.sentTo(request.name)
                        : m.receivedFrom(request.name)}
                    </p>
                    <Button
                      variant="ghost"
                      onPress={() =>
                        setDialog({
                          kind: 'end',
                          linkId: request.link_id,
                          name: request.name,
                          pending: true,
                        })
                      }
                    >
                      {m.cancelRequest}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
      {dialog?.kind === 'add' ? (
        <AddChildModal onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'link' ? (
        <LinkRequestModal onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'login' ? (
        <ChildLoginModal child={dialog.child} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'consent' ? (
        <ChildConsentModal child={dialog.child} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'end' ? (
        <EndLinkModal
          linkId={dialog.linkId}
          name={dialog.name}
          pending={dialog.pending === true}
          onClose={() => setDialog(null)}
          onDone={() => ended(dialog.childId)}
        />
      ) : null}
    </div>
  );
}
