import { useEffect, useState } from 'react';
import { isInstalled, isIOS } from '../../lib/device';
import { deletesUnusedStorage, isPersisted } from '../../offline/persist';

export type DeviceKeeping = {
  installed: boolean;
  /** Whether the browser promised to keep the portal's storage; null until it says (or never). */
  persisted: boolean | null;
  /** Safari's 7-day rule applies (any browser on iOS, Safari on a Mac). */
  deletesUnused: boolean;
  ios: boolean;
};

/** How safe drafts are on this device, read once per screen (asking never prompts). */
export function useDeviceKeeping(): DeviceKeeping {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void isPersisted().then((answer) => {
      if (live) setPersisted(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return {
    installed: isInstalled(),
    persisted,
    deletesUnused: deletesUnusedStorage(),
    ios: isIOS(),
  };
}
