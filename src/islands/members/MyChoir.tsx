/**
 * Corul meu (document 2, §2 "Choir home"): the selected choir's presentation with 'Editează
 * Detalii' for those who may edit it, its summary (conductors, members, and for conductors the
 * requests waiting), the members table with 'Verifică' for conductors, and for conductors and
 * staff the choir's history. A singer reads their own voice part in the summary (issue #27).
 * The layout's guard keeps users without a usable choir away.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ChoirDetails } from '../../lib/api/choirs.ts';
import type { DashboardSummary } from '../../lib/api/dashboard.ts';
import type { ChoirMembers } from '../../lib/api/members.ts';
import { apiPath } from '../../lib/api-path.ts';
import { common, members } from '../../lib/messages.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import { dashboardPaths } from '../../lib/paths/dashboard.ts';
import { $choirAccess, $isConductor, $selectedChoir } from '../../stores/choirs.ts';
import { $user, loadChoirs } from '../../stores/session.ts';
import { FactList } from '../../ui/FactList.tsx';
import './choir-profile.css';
import { useCachedGet } from '../../client/use-cached-get.ts';
import { ChoirHistory } from './ChoirHistory.tsx';
import { ChoirPresentation } from './ChoirPresentation.tsx';
import { EditChoirModal } from './EditChoirModal.tsx';
import { MemberModal } from './MemberModal.tsx';
import { MembersTable } from './MembersTable.tsx';
import { partName, useVoiceParts } from './voice-parts.ts';

const t = members.myChoir;

export default function MyChoir() {
  const choir = useStore($selectedChoir);
  const access = useStore($choirAccess);
  const isConductor = useStore($isConductor);
  const user = useStore($user);
  if (access !== 'ok' || !choir) return <p className="box__empty">{common.loading}</p>;
  return (
    <ChoirHome key={choir.id} choirId={choir.id} isConductor={isConductor} userId={user?.id} />
  );
}

interface ChoirHomeProps {
  choirId: number;
  isConductor: boolean;
  userId: number | undefined;
}

function ChoirHome({ choirId, isConductor, userId }: ChoirHomeProps) {
  const details = useCachedGet<ChoirDetails>(apiPath(choirPaths.choir, { id: choirId }));
  const summary = useCachedGet<DashboardSummary>(apiPath(dashboardPaths.summary, { id: choirId }));
  const list = useCachedGet<ChoirMembers>(apiPath(choirPaths.members, { id: choirId }));
  const [checking, setChecking] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  // Bumped by every change the page makes, so the history asks again.
  const [changes, setChanges] = useState(0);
  // The member under 'Verifică', as the last answer has them: gone once removed.
  const checked = list.data?.find((member) => member.user_id === checking);
  const choir = details.data;
  const voices = useVoiceParts(!isConductor);
  const ownPart = choir?.my_voice_part ? partName(voices, choir.my_voice_part) : t.yourPartNone;

  const figures = [
    [t.conductors, summary.data?.conductors ?? '–'],
    [t.members, summary.data?.members ?? '–'],
    ...(isConductor
      ? [[t.waiting, summary.data?.waiting ?? '–'] as const]
      : [[t.yourPart, choir ? ownPart : '–'] as const]),
  ] as const;
  return (
    <div className="my-choir stack">
      <h1>{choir?.name ?? members.nav.myChoir}</h1>
      <div className="dashboard-grid">
        <ChoirPresentation choir={choir} onEdit={() => setEditing(true)} />
        <section
          className="box"
          aria-labelledby="choir-summary-title"
          aria-busy={!summary.data || undefined}
        >
          <h2 id="choir-summary-title">{t.summary}</h2>
          <FactList className="summary" items={figures} />
        </section>
      </div>
      {choir?.can_edit ? <ChoirHistory choirId={choirId} stamp={changes} /> : null}
      <section className="box members-list" aria-labelledby="members-title">
        <h2 id="members-title">{t.tableTitle}</h2>
        {list.data ? (
          <MembersTable
            choirId={choirId}
            list={list.data}
            isConductor={isConductor}
            userId={userId}
            onCheck={(member) => setChecking(member.user_id)}
            onChanged={() => {
              list.reload();
              setChanges((n) => n + 1);
            }}
          />
        ) : (
          <p className="box__empty">{list.failed ? t.loadFailed : common.loading}</p>
        )}
      </section>
      {checked ? (
        <MemberModal
          choirId={choirId}
          member={checked}
          onChanged={() => {
            list.reload();
            summary.reload();
            setChanges((n) => n + 1);
          }}
          onClose={() => setChecking(null)}
        />
      ) : null}
      {editing && choir ? (
        <EditChoirModal
          choir={choir}
          onChanged={() => {
            details.reload();
            // The name, city or county may have changed: the toolbar's choir list follows.
            void loadChoirs();
            setChanges((n) => n + 1);
          }}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}
