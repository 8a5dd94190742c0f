/** The account button's face: the avatar (or initials) and 'Contul meu', before and after its menu has loaded. */
import type { UserDetails } from '../../lib/api/account.ts';
import { account as m } from '../../lib/messages.ts';
import { Avatar } from '../../ui/Avatar.tsx';

export function AccountFace({ user }: { user: UserDetails | null }) {
  return (
    <>
      {user ? (
        <Avatar
          src={user.avatar}
          firstName={user.first_name}
          lastName={user.last_name}
          readInitials
        />
      ) : (
        <span className="avatar avatar--sm avatar--empty" aria-hidden="true" />
      )}
      <span className="account-button__label visually-hidden-below-sm">{m.accountMenu}</span>
    </>
  );
}
