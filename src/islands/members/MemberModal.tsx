/**
 * 'Verifică' (document 2, §2 edit-member modal, §4 member transitions): a conductor sees the
 * member's details and acts on them: a request is approved or refused; an approved singer is made
 * conductor or removed; a conductor is made singer or removed. After an action the page reloads
 * the choir; the modal stays while the member exists (Corul meu closes it otherwise). Failures
 * are silent (document 2, §8): the buttons come back and nothing changed.
 */
import { useState } from 'react';
import { api } from '../../client/api.ts';
import type { AnyChoirMember } from '../../lib/api/members.ts';
import { apiPath } from '../../lib/api-path.ts';
import { countyName } from '../../lib/counties.ts';
import { formatDate } from '../../lib/dates.ts';
import { members } from '../../lib/messages.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import { showToast } from '../../stores/toasts.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { Modal } from '../../ui/Modal.tsx';
import './members-table.css';

const t = members.myChoir;

type Action = 'approveMember' | 'removeMember' | 'makeConductor' | 'makeMember';

export interface MemberModalProps {
  choirId: number;
  member: AnyChoirMember;
  onChanged: () => void;
  onClose: () => void;
}

export function MemberModal({ choirId, member, onChanged, onClose }: MemberModalProps) {
  const [busy, setBusy] = useState<Action | null>(null);

  async function act(action: Action, done: string) {
    setBusy(action);
    try {
      await api.post(apiPath(choirPaths[action], { id: choirId }), {
        json: { user_id: member.user_id },
      });
      showToast({ tone: 'success', text: done });
      onChanged();
    } catch {
      // Silent (document 2, §8); a 401 logs out in src/client/api.ts.
    } finally {
      setBusy(null);
    }
  }

  const button = (
    action: Action,
    label: string,
    done: string,
    variant: 'primary' | 'danger' | 'secondary',
  ) => (
    <Button
      variant={variant}
      isPending={busy === action}
      isDisabled={busy !== null && busy !== action}
      onPress={() => void act(action, done)}
    >
      {label}
    </Button>
  );

  const sex = member.sex;
  const facts = [
    [t.email, member.email],
    [t.sex, member.sex ? t.sexes[member.sex] : null],
    [t.birthDate, member.birth_date ? formatDate(member.birth_date) : null],
    [
      t.city,
      [member.city, member.county ? countyName(member.county) : null].filter(Boolean).join(', '),
    ],
    [t.role, member.type === '1' ? t.roles.conductor : t.roles.singer],
    [t.status, member.status ? t.statuses.approved : t.statuses.pending],
    [t.joined, member.date_joined ? formatDate(member.date_joined) : null],
  ] as const;

  return (
    <Modal title={t.memberTitle(member.name)} isOpen onClose={onClose}>
      <div className="media-row">
        <Avatar
          src={member.avatar}
          firstName={member.first_name}
          lastName={member.last_name}
          size="lg"
        />
        <FactList className="member-card__facts" items={facts} />
      </div>
      <div className="modal__actions">
        {!member.status ? (
          <>
            {button('removeMember', t.refuse, t.refused(member.name), 'secondary')}
            {button('approveMember', t.approve, t.approved(member.name, sex), 'primary')}
          </>
        ) : (
          <>
            {button('removeMember', t.remove, t.removed(member.name, sex), 'danger')}
            {member.type === '1'
              ? button('makeMember', t.makeMember(sex), t.demoted(member.name, sex), 'secondary')
              : button(
                  'makeConductor',
                  t.makeConductor(sex),
                  t.promoted(member.name, sex),
                  'secondary',
                )}
          </>
        )}
      </div>
    </Modal>
  );
}
