import { useLocation } from 'react-router-dom';
import { useConnectivity } from '../lib/useOnline';
import './ui.css';

/** Pages whose changes are kept on the device and sent later (the adhoc claim form). */
const SAVES_OFFLINE = /^\/adhoc(\/|$)/;

/**
 * Says plainly that the screen shows what was saved on this device, and whose side the problem
 * is on: no network here (find one) or our server not answering (nothing to do but wait).
 */
export function OfflineBanner() {
  const state = useConnectivity();
  const { pathname } = useLocation();
  if (state === 'online') return null;
  const deviceOffline = state === 'device-offline';
  const lead = deviceOffline
    ? 'You are offline.'
    : 'The server cannot be reached right now; your connection is fine.';
  const rest = SAVES_OFFLINE.test(pathname)
    ? deviceOffline
      ? 'Claims you save are kept on this device and sent when you are back online.'
      : 'Claims you save are kept on this device and sent as soon as it answers.'
    : deviceOffline
      ? 'You are seeing the data saved on this device; changes need a connection.'
      : 'You are seeing the data saved on this device; changes have to wait until it answers.';
  return (
    <div className="offline-banner" role="status" data-connectivity={state}>
      {lead} {rest}
    </div>
  );
}
