/**
 * 'Notificări' (issue #28): a labelled radio group per kind of notification (mail, push, both,
 * none), each change saved at once; and push in this browser: the button that asks the permission
 * and subscribes, or turns it off, with a clear word when the browser refuses or cannot. A parent
 * acting for a child chooses the child's kinds, and the notifications reach the parent's devices.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../client/api.ts';
import {
  currentSubscription,
  forgetPushSubscription,
  type PushRefusal,
  pushSupported,
  subscribeBrowser,
} from '../../client/push.ts';
import type { NotificationPreferencesAnswer, PushKey } from '../../lib/api/notifications.ts';
import { apiPath } from '../../lib/api-path.ts';
import { notifications as m } from '../../lib/messages-notifications.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../lib/notifications.ts';
import { notificationPaths as paths } from '../../lib/paths/notifications.ts';
import { $actingChild } from '../../stores/family.ts';
import { showToast } from '../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';

const OPTIONS = NOTIFICATION_CHANNELS.map((value) => ({ value, label: m.channels[value] }));
type Preferences = NotificationPreferencesAnswer['preferences'];

export default function NotificationSettings() {
  const child = useStore($actingChild);
  const [preferences, setPreferences] = useState<Preferences | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const answer = await api
        .get(apiPath(paths.preferences))
        .json<NotificationPreferencesAnswer>();
      setPreferences(answer.preferences);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function choose(kind: NotificationKind, channel: NotificationChannel) {
    const before = preferences;
    if (!before) return;
    setPreferences({ ...before, [kind]: channel });
    try {
      const answer = await api
        .patch(apiPath(paths.preferences), { json: { [kind]: channel } })
        .json<NotificationPreferencesAnswer>();
      setPreferences(answer.preferences);
      showToast({ tone: 'success', text: m.saved });
    } catch {
      setPreferences(before);
      showToast({ tone: 'error', text: m.saveFailed });
    }
  }

  if (failed)
    return <LoadFailed look="card" message={m.loadFailed} retry={m.retry} onRetry={load} />;
  return (
    <div className="notification-settings">
      <p>{m.intro}</p>
      {child ? <p>{m.forChild(child.name)}</p> : null}
      {preferences ? (
        <div className="card notification-settings__kinds">
          {NOTIFICATION_KINDS.map((kind) => (
            <RadioGroup
              key={kind}
              label={m.kinds[kind]}
              name={kind}
              options={OPTIONS}
              value={preferences[kind]}
              onChange={(value) => void choose(kind, value as NotificationChannel)}
            />
          ))}
        </div>
      ) : null}
      <PushSwitch />
    </div>
  );
}

const REFUSALS: Record<PushRefusal, string> = { denied: m.denied, unsupported: m.unsupported };

/** Push in this browser: on or off, and the word when it cannot be turned on. */
function PushSwitch() {
  const [on, setOn] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!pushSupported()) {
      setOn(false);
      setStatus(m.unsupported);
      return;
    }
    currentSubscription().then(
      (subscription) => setOn(subscription !== null),
      () => setOn(false),
    );
  }, []);

  async function turnOn() {
    setPending(true);
    try {
      const { public_key } = await api.get(apiPath(paths.pushKey)).json<PushKey>();
      const subscription = await subscribeBrowser(public_key);
      await api.post(apiPath(paths.subscriptions), { json: subscription });
      setOn(true);
      setStatus(m.turnedOn);
    } catch (error) {
      setStatus(typeof error === 'string' ? REFUSALS[error as PushRefusal] : m.failed);
    } finally {
      setPending(false);
    }
  }

  async function turnOff() {
    setPending(true);
    try {
      await forgetPushSubscription();
      setOn(false);
      setStatus(m.turnedOff);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card notification-settings__push" aria-labelledby="push-heading">
      <h2 id="push-heading">{m.pushHeading}</h2>
      {on === null ? null : <p>{on ? m.pushOn : m.pushOff}</p>}
      {on === null || !pushSupported() ? null : (
        <Button
          variant={on ? 'secondary' : 'primary'}
          isPending={pending}
          onPress={on ? turnOff : turnOn}
        >
          {on ? m.turnOff : m.turnOn}
        </Button>
      )}
      <p role="status" className="notification-settings__status">
        {status}
      </p>
    </section>
  );
}
