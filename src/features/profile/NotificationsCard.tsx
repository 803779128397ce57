import { useState } from 'react';
import '../../ui/forms.css';
import type { NotificationKind } from '../../../contract/notifications';
import { turnOffPush, turnOnPush } from '../../lib/push-device';
import { useOnline } from '../../lib/useOnline';
import { Card } from '../../ui/Card';
import { saveNotificationKinds } from './api';
import { NoPushHere } from './NoPushHere';
import { NotificationKinds } from './NotificationKinds';
import { NotificationsUnavailable } from './NotificationsUnavailable';
import { PushDeviceSwitch } from './PushDeviceSwitch';
import { useNotificationSettings } from './useNotificationSettings';
import { usePushDevice } from './usePushDevice';

/**
 * The profile's notification settings: this device on or off (a tap asks the browser; nothing
 * asks on load), and each kind on or off. A kind that is on reaches the driver by push where one
 * of their devices has it on, and by email otherwise. Every answer of the server is kept on the
 * device: offline, the settings last seen are shown, read-only.
 */
export function NotificationsCard() {
  const online = useOnline();
  const { settings, answered, setSettings, failed, retry } = useNotificationSettings(online);
  const { support, device, setDevice } = usePushDevice();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

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
  const readOnly = !online || !answered;
  if (!settings) {
    return (
      <Card title={title}>
        <NotificationsUnavailable online={online} failed={failed} onRetry={retry} />
      </Card>
    );
  }

  const pushHere = support === 'supported' && settings.publicKey !== null;
  return (
    <Card title={title}>
      <div className="notifications">
        {pushHere ? (
          <PushDeviceSwitch
            device={device}
            disabled={busy || readOnly}
            onSwitch={() => void switchDevice()}
          />
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
        <NotificationKinds
          kinds={settings.kinds}
          disabled={busy || readOnly}
          onSwitch={(kind, enabled) => void switchKind(kind, enabled)}
        />
        <p className="notifications__fallback">
          {settings.devices > 0
            ? `${settings.devices === 1 ? 'One device gets' : `${settings.devices} devices get`} push notifications. When none can be reached, we email you instead.`
            : 'No device of yours gets push notifications, so we email these to you.'}
        </p>
      </div>
    </Card>
  );
}
