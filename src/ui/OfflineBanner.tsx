import { useOnline } from '../lib/useOnline';
import './ui.css';

/** Says plainly that the screen shows what was saved on this device. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      You are offline. You are seeing the data saved on this device; changes need a connection.
    </div>
  );
}
