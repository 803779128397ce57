import type { NotificationKind, NotificationSettings } from '../../../contract/notifications';

/** 'Tell me when': each kind of notification on or off. */
export function NotificationKinds({
  kinds,
  disabled,
  onSwitch,
}: {
  kinds: NotificationSettings['kinds'];
  disabled: boolean;
  onSwitch: (kind: NotificationKind, enabled: boolean) => void;
}) {
  return (
    <fieldset className="notifications__kinds" disabled={disabled}>
      <legend>Tell me when</legend>
      {kinds.map((k) => (
        <label key={k.kind} className="checkbox">
          <input
            type="checkbox"
            checked={k.enabled}
            onChange={(event) => onSwitch(k.kind, event.target.checked)}
          />
          {k.label}
        </label>
      ))}
    </fieldset>
  );
}
