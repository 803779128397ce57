import { useDeviceKeeping } from './useDeviceKeeping';

/**
 * Under the unsent claims: whether this device will keep them until they are sent. Installed, it
 * says whether the browser granted persistent storage; in a browser tab where storage is deleted
 * after 7 days without a visit (iPhone, iPad, Safari), it says so and how to add the portal to
 * the Home Screen, where that rule does not apply.
 */
export function KeepNotice() {
  const { installed, persisted, deletesUnused, ios } = useDeviceKeeping();
  if (installed) {
    if (persisted === null) return null;
    return persisted ? (
      <p className="outbox__keep">
        Kept on this device until sent: your browser has agreed not to clear the portal&apos;s
        storage.
      </p>
    ) : (
      <p className="outbox__keep outbox__keep--warning">
        Your browser has not agreed to keep the portal&apos;s storage, so it may clear these claims
        if the device runs short of space. Send them as soon as you can.
      </p>
    );
  }
  if (!deletesUnused) return null;
  return (
    <p className="outbox__keep outbox__keep--warning">
      These claims are kept only in this browser until they are sent, and{' '}
      {ios ? 'on an iPhone or iPad' : 'Safari'} deletes what a website keeps after 7 days without a
      visit. Open the portal again within 7 days, or add it to your Home Screen, where nothing is
      deleted:{' '}
      {ios
        ? "tap Share, then 'Add to Home Screen'."
        : "in Safari's File menu choose 'Add to Dock'."}
    </p>
  );
}
