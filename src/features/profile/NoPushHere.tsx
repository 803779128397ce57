import type { PushSupport } from '../../lib/push-device';

/** Why this phone cannot get push, and what the driver gets instead. */
export function NoPushHere({ support, emailOnly }: { support: PushSupport; emailOnly: boolean }) {
  if (emailOnly) {
    return <p>CarGo sends these by email to the address on your profile.</p>;
  }
  if (support === 'needs-home-screen') {
    return (
      <div className="notifications__guide">
        <p>
          On an iPhone or iPad, notifications work once CarGo is on your Home Screen. Until then we
          email them to you.
        </p>
        <ol>
          <li>In Safari, tap the Share button.</li>
          <li>Scroll down and tap &lsquo;Add to Home Screen&rsquo;, then &lsquo;Add&rsquo;.</li>
          <li>Open CarGo from its Home Screen icon and come back to this page.</li>
        </ol>
      </div>
    );
  }
  return <p>This browser cannot show notifications from CarGo, so we email them to you instead.</p>;
}
