/**
 * The guard of the members pages other than the dashboard (spec §4): once the choirs are known,
 * a user without a choir, with an unconfirmed selected choir, or not yet confirmed in it is sent
 * to the dashboard, which tells them why. Renders nothing.
 */

import { navigate } from 'astro:transitions/client';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $choirAccess } from '../../stores/choirs.ts';
import { DASHBOARD_PATH } from '../../stores/session.ts';

export default function ChoirGuard() {
  const access = useStore($choirAccess);
  useEffect(() => {
    if (access !== 'loading' && access !== 'ok')
      void navigate(DASHBOARD_PATH, { history: 'replace' });
  }, [access]);
  return null;
}
