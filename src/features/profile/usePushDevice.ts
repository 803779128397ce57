import { useEffect, useState } from 'react';
import { currentSubscription, pushSupport, type PushSupport } from '../../lib/push-device';

export type PushDevice = 'unknown' | 'on' | 'off' | 'blocked';

const deviceState = async (support: PushSupport): Promise<PushDevice> => {
  if (support !== 'supported') return 'off';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) ? 'on' : 'off';
};

/** Whether this browser can get push, and whether this device has it on (nothing asks on load). */
export function usePushDevice() {
  const [support] = useState<PushSupport>(pushSupport);
  const [device, setDevice] = useState<PushDevice>('unknown');
  useEffect(() => {
    void deviceState(support).then(setDevice, () => setDevice('off'));
  }, [support]);
  return { support, device, setDevice };
}
