import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * 'Start a new claim': the claim kept on this device (its photo and what was typed or read) is
 * discarded, after the driver confirms, and the form starts again empty.
 */
export function StartNewClaim({ onDiscard }: { onDiscard: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        Start a new claim
      </button>
      <ConfirmDialog
        open={asking}
        title="Start a new claim?"
        message="The receipt photo and everything filled in for this claim will be removed from this device. It has not been saved."
        confirmLabel="Start a new claim"
        cancelLabel="Keep this claim"
        danger
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setBusy(true);
          void onDiscard().finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      />
    </>
  );
}
