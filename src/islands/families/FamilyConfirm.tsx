/**
 * The page of a family link request's mail (issue #25): the token is in the address's fragment
 * (never sent to a server, nor kept in its logs). Signed in as the asked account, the page says
 * who asks and for what, and confirms on a press; signed out, it offers the login, coming back here.
 */
import { useEffect, useState } from 'react';
import { api, readErrorDetail } from '../../client/api.ts';
import { hasSessionHint } from '../../client/cookies.ts';
import type { FamilyRequestView } from '../../lib/api/families.ts';
import { apiPath } from '../../lib/api-path.ts';
import { families as m } from '../../lib/messages.ts';
import { FAMILY_PAGE, familyPaths } from '../../lib/paths/families.ts';
import { LOGIN_PATH } from '../../stores/logout.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'login' }
  | { kind: 'asked'; view: FamilyRequestView; busy: boolean }
  | { kind: 'done' }
  | { kind: 'refused'; message: string };

export default function FamilyConfirm() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [token, setToken] = useState('');

  useEffect(() => {
    const t = location.hash.slice(1);
    setToken(t);
    if (!/^[\w-]{20,200}$/.test(t))
      return setState({ kind: 'refused', message: m.confirm.invalid });
    if (!hasSessionHint()) return setState({ kind: 'login' });
    api
      .get(apiPath(familyPaths.request, { token: t }))
      .json<FamilyRequestView>()
      .then((view) => setState({ kind: 'asked', view, busy: false }))
      .catch(async (error) =>
        setState({ kind: 'refused', message: (await readErrorDetail(error)) ?? m.confirm.invalid }),
      );
  }, []);

  const confirm = async (view: FamilyRequestView) => {
    setState({ kind: 'asked', view, busy: true });
    try {
      await api.post(apiPath(familyPaths.confirm, { token }));
      setState({ kind: 'done' });
    } catch (error) {
      const message = (await readErrorDetail(error)) ?? m.confirm.invalid;
      setState({ kind: 'refused', message });
    }
  };

  if (state.kind === 'loading') return <p role="status">{m.switcher.loading}</p>;
  if (state.kind === 'refused') return <Banner tone="error">{state.message}</Banner>;
  if (state.kind === 'done')
    return (
      <Banner tone="success">
        {m.confirm.done} <a href={FAMILY_PAGE}>{m.title}</a>
      </Banner>
    );
  if (state.kind === 'login') {
    const next = encodeURIComponent(`${location.pathname}${location.hash}`);
    return (
      <p>
        <a className="button button--primary" href={`${LOGIN_PATH}?next=${next}`}>
          {m.confirm.login}
        </a>
      </p>
    );
  }
  const { view, busy } = state;
  return (
    <>
      <p>
        {view.as === 'parent'
          ? m.confirm.asksAsParent(view.name)
          : m.confirm.asksAsChild(view.name)}
      </p>
      <Button isPending={busy} onPress={() => void confirm(view)}>
        {m.confirm.accept}
      </Button>
    </>
  );
}
