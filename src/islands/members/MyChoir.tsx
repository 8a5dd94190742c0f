/**
 * Corul meu (document 2, §2 "Choir home"): the selected choir's presentation, its summary
 * (conductors, members, and for conductors the requests waiting), and the members table with
 * 'Verifică' for conductors. The layout's guard keeps users without a usable choir away.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ChoirDetails } from '../../lib/api/choirs.ts';
import type { DashboardSummary } from '../../lib/api/dashboard.ts';
import type { ChoirMembers } from '../../lib/api/members.ts';
import { common, members } from '../../lib/messages.ts';
import { $choirAccess, $isConductor, $selectedChoir } from '../../stores/choirs.ts';
import { $user } from '../../stores/session.ts';
import { FactList } from '../../ui/FactList.tsx';
import { MemberModal } from './MemberModal.tsx';
import { MembersTable } from './MembersTable.tsx';
import { useCachedGet } from './use-cached-get.ts';

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
  const details = useCachedGet<ChoirDetails>(`choir/${choirId}/`);
  const summary = useCachedGet<DashboardSummary>(`dashboard/${choirId}/summary`);
  const list = useCachedGet<ChoirMembers>(`choir/${choirId}/members/`);
  const [checking, setChecking] = useState<number | null>(null);
  // The member under 'Verifică', as the last answer has them: gone once removed.
  const checked = list.data?.find((member) => member.user_id === checking);
  const choir = details.data;

  const figures = [
    [t.conductors, summary.data?.conductors ?? '–'],
    [t.members, summary.data?.members ?? '–'],
    ...(isConductor ? [[t.waiting, summary.data?.waiting ?? '–'] as const] : []),
  ] as const;
  const facts = [
    [t.entity, choir?.entity],
    [t.place, choir ? `${choir.city}, ${choir.county_name}` : null],
    [t.childrenCount, choir?.choir_members],
    [t.contact, choir?.contact],
    [t.phone, choir?.phone],
    [t.email, choir?.email],
  ] as const;

  return (
    <div className="my-choir stack">
      <h1>{choir?.name ?? members.nav.myChoir}</h1>
      <div className="dashboard-grid">
        <section
          className="box box--wide-2"
          aria-labelledby="presentation-title"
          aria-busy={!choir || undefined}
        >
          <h2 id="presentation-title">{t.presentation}</h2>
          <FactList className="facts" items={facts} />
        </section>
        <section
          className="box"
          aria-labelledby="choir-summary-title"
          aria-busy={!summary.data || undefined}
        >
          <h2 id="choir-summary-title">{t.summary}</h2>
          <FactList className="summary" items={figures} />
        </section>
      </div>
      <section className="box" aria-labelledby="members-title">
        <h2 id="members-title">{t.tableTitle}</h2>
        {list.data ? (
          <MembersTable
            list={list.data}
            isConductor={isConductor}
            userId={userId}
            onCheck={(member) => setChecking(member.user_id)}
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
          }}
          onClose={() => setChecking(null)}
        />
      ) : null}
    </div>
  );
}
