import { useCallback, useEffect, useState } from 'react';
import '../../ui/forms.css';
import type { NotificationKind, NotificationSettings } from '../../../contract/notifications';
import {
  currentSubscription,
  pushSupport,
  turnOffPush,
  turnOnPush,
  type PushSupport,
} from '../../lib/push-device';
import { useOnline } from '../../lib/useOnline';
import { NOTIFICATIONS_ROW_ID } from '../../offline/db';
import { useMirrorRow } from '../../offline/react/mirror';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { Card } from '../../ui/Card';
import { Loader } from '../../ui/Loader';
import { keepNotificationSettings, loadNotificationSettings, saveNotificationKinds } from './api';

type Device = 'unknown' | 'on' | 'off' | 'blocked';

const deviceState = async (support: PushSupport): Promise<Device> => {
  if (support !== 'supported') return 'off';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) ? 'on' : 'off';
};

/** Why this phone cannot get push, and what the driver gets instead. */
function NoPushHere({ support, emailOnly }: { support: PushSupport; emailOnly: boolean }) {
  if (emailOnly) {
    return <p>CarGo sends these by email to the address on your profile.</p>;
  }
  if (support === 'needs-home-screen') {
    return (
      <div className="notifications__guide">
        <p>
          On an iPhone or iPad, notifications work once CarGo is on your Home Screen. Until then we
          email them to you.
        </p>
        <ol>
          <li>In Safari, tap the Share button.</li>
          <li>Scroll down and tap &lsquo;Add to Home Screen&rsquo;, then &lsquo;Add&rsquo;.</li>
          <li>Open CarGo from its Home Screen icon and come back to this page.</li>
        </ol>
      </div>
    );
  }
  return <p>This browser cannot show notifications from CarGo, so we email them to you instead.</p>;
}

/**
 * The profile's notification settings: this device on or off (a tap asks the browser; nothing
 * asks on load), and each kind on or off. A kind that is on reaches the driver by push where one
 * of their devices has it on, and by email otherwise. Every answer of the server is kept on the
 * device: offline, the settings last seen are shown, read-only.
 */
export function NotificationsCard() {
  const online = useOnline();
  const db = useCustomerDb();
  const kept = useMirrorRow('notifications', NOTIFICATIONS_ROW_ID).row;
  const [support] = useState<PushSupport>(pushSupport);
  const [answered, setAnswered] = useState<NotificationSettings | null>(null);
  // The server's answer on this screen first (it is the newest), else the device's copy.
  const settings = answered ?? kept ?? null;
  const setSettings = useCallback(
    (next: NotificationSettings) => {
      setAnswered(next);
      void keepNotificationSettings(db, next);
    },
    [db],
  );
  const [failed, setFailed] = useState(false);
  const [device, setDevice] = useState<Device>('unknown');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  // Bumped by 'Try again'; each bump (and each return online) reads the settings afresh.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!online) return;
    let current = true;
    loadNotificationSettings().then(
      (loaded) => {
        if (!current) return;
        setSettings(loaded);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [online, attempt, setSettings]);

  useEffect(() => {
    void deviceState(support).then(setDevice, () => setDevice('off'));
  }, [support]);

  const switchDevice = async () => {
    if (!settings?.publicKey) return;
    setBusy(true);
    setNotice('');
    try {
      if (device === 'on') {
        const next = await turnOffPush();
        if (next) setSettings(next);
        setDevice('off');
        setNotice('Notifications are off on this device.');
      } else {
        const outcome = await turnOnPush(settings.publicKey);
        if (outcome.ok) {
          setSettings(outcome.settings);
          setDevice('on');
          setNotice('Notifications are on for this device.');
        } else {
          setDevice('blocked');
        }
      }
    } catch {
      setNotice('Notifications could not be changed on this device. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const switchKind = async (kind: NotificationKind, enabled: boolean) => {
    setBusy(true);
    try {
      setSettings(await saveNotificationKinds({ kinds: { [kind]: enabled } }));
    } catch {
      // The API client has said why; the switch shows the setting the server still has.
    } finally {
      setBusy(false);
    }
  };

  const title = <span id="notifications-title">Notifications</span>;
  // Read-only until this screen has the server's word: offline, or a kept copy while it loads.
  const readOnly = !online || answered === null;
  if (!settings) {
    return (
      <Card title={title}>
        {!online ? (
          <p>Connect to the internet to see and change your notification settings.</p>
        ) : failed ? (
          <p role="alert">
            Your notification settings could not be loaded.{' '}
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </button>
          </p>
        ) : (
          <Loader label="Loading your notification settings…" />
        )}
      </Card>
    );
  }

  const pushHere = support === 'supported' && settings.publicKey !== null;
  return (
    <Card title={title}>
      <div className="notifications">
        {pushHere ? (
          <div className="notifications__device">
            {device === 'blocked' ? (
              <p role="alert">
                Notifications are blocked for CarGo in this browser&apos;s site settings. Allow them
                there to get them on this device; until then we email them to you.
              </p>
            ) : (
              <>
                <p>
                  {device === 'on'
                    ? 'This device gets your CarGo notifications.'
                    : 'Get CarGo notifications on this device, even when the portal is closed.'}
                </p>
                <button
                  type="button"
                  className={device === 'on' ? 'button button--secondary' : 'button'}
                  disabled={busy || readOnly || device === 'unknown'}
                  onClick={() => void switchDevice()}
                >
                  {device === 'on'
                    ? 'Turn off notifications on this device'
                    : 'Turn on notifications on this device'}
                </button>
              </>
            )}
          </div>
        ) : (
          <NoPushHere support={support} emailOnly={settings.publicKey === null} />
        )}
        <p className="notifications__status" role="status">
          {notice}
        </p>
        {!online && (
          <p className="notifications__offline">
            You are offline: these are your notification settings as last seen on this device.
            Changing them needs a connection.
          </p>
        )}
        <fieldset className="notifications__kinds" disabled={busy || readOnly}>
          <legend>Tell me when</legend>
          {settings.kinds.map((k) => (
            <label key={k.kind} className="checkbox">
              <input
                type="checkbox"
                checked={k.enabled}
                onChange={(event) => void switchKind(k.kind, event.target.checked)}
              />
              {k.label}
            </label>
          ))}
        </fieldset>
        <p className="notifications__fallback">
          {settings.devices > 0
            ? `${settings.devices === 1 ? 'One device gets' : `${settings.devices} devices get`} push notifications. When none can be reached, we email you instead.`
            : 'No device of yours gets push notifications, so we email these to you.'}
        </p>
      </div>
    </Card>
  );
}
