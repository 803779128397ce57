import { useLocation } from 'react-router-dom';
import { useConnectivity } from '../lib/useOnline';
import { READINESS_TEXT } from '../lib/offline-ready';
import { useWorkerState } from '../lib/useWorkerState';
import type { WorkerState } from '../lib/worker-watch';
import './ui.css';

/** Pages whose changes are kept on the device and sent later (the adhoc claim form). */
const SAVES_OFFLINE = /^\/adhoc(\/|$)/;

/** Said as well when no service worker keeps the portal's pages here (worker-watch.ts). */
const NOT_KEPT: Record<Exclude<WorkerState, 'active'>, string> = {
  unsupported: READINESS_TEXT.unsupported,
  starting: 'This device is not ready offline yet: a page not opened before may not load.',
  mending: 'This device is not ready offline yet: a page not opened before may not load.',
  failed: READINESS_TEXT.failed,
};

/**
 * Says plainly that the screen shows what was saved on this device, and whose side the problem
 * is on: no network here (find one) or our server not answering (nothing to do but wait).
 */
export function OfflineBanner() {
  const state = useConnectivity();
  const { pathname } = useLocation();
  const worker = useWorkerState();
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
      {worker !== 'active' && <> {NOT_KEPT[worker]}</>}
    </div>
  );
}
