import { READINESS_TEXT } from '../../lib/offline-ready';
import { useOfflineReadiness } from '../../offline/react/useOfflineReady';
import '../../ui/ui.css';

/** 'Ready offline', or a plain sentence saying what this device still lacks to work offline. */
export function OfflineReadiness() {
  const readiness = useOfflineReadiness();
  return (
    <p className="offline-readiness" role="status" data-readiness={readiness}>
      {READINESS_TEXT[readiness]}
    </p>
  );
}
