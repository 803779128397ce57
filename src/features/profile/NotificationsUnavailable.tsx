import { Loader } from '../../ui/Loader';

/** No settings to show yet: offline with none kept, a failed read with 'Try again', or loading. */
export function NotificationsUnavailable({
  online,
  failed,
  onRetry,
}: {
  online: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (!online) {
    return <p>Connect to the internet to see and change your notification settings.</p>;
  }
  if (failed) {
    return (
      <p role="alert">
        Your notification settings could not be loaded.{' '}
        <button type="button" className="button button--link" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  }
  return <Loader label="Loading your notification settings…" />;
}
