import type { PushDevice } from './usePushDevice';

/** This device's push, on or off with a tap; blocked in the browser, where to allow it. */
export function PushDeviceSwitch({
  device,
  disabled,
  onSwitch,
}: {
  device: PushDevice;
  disabled: boolean;
  onSwitch: () => void;
}) {
  if (device === 'blocked') {
    return (
      <div className="notifications__device">
        <p role="alert">
          Notifications are blocked for CarGo in this browser&apos;s site settings. Allow them there
          to get them on this device; until then we email them to you.
        </p>
      </div>
    );
  }
  return (
    <div className="notifications__device">
      <p>
        {device === 'on'
          ? 'This device gets your CarGo notifications.'
          : 'Get CarGo notifications on this device, even when the portal is closed.'}
      </p>
      <button
        type="button"
        className={device === 'on' ? 'button button--secondary' : 'button'}
        disabled={disabled || device === 'unknown'}
        onClick={onSwitch}
      >
        {device === 'on'
          ? 'Turn off notifications on this device'
          : 'Turn on notifications on this device'}
      </button>
    </div>
  );
}
