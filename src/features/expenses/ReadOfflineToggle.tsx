import { useId, useState } from 'react';
import '../../ui/forms.css';
import {
  chooseReadOffline,
  OCR_DOWNLOAD_LABEL,
  readOfflineChosen,
} from './receipt-reading/ocr-cache';

type Status = 'off' | 'downloading' | 'on' | 'failed';

/**
 * 'Read receipts offline': keeps the receipt reader on this device, so a photo taken with no
 * signal is read too. It says what it downloads, once, before it does. Ticked only by the
 * driver: a receipt read online downloads the reader for that reading and ticks nothing, and
 * once unticked it stays so.
 */
export function ReadOfflineToggle() {
  const id = useId();
  const [status, setStatus] = useState<Status>(() => (readOfflineChosen() ? 'on' : 'off'));

  const toggle = async (on: boolean) => {
    if (!on) {
      await chooseReadOffline(false);
      setStatus('off');
      return;
    }
    setStatus('downloading');
    try {
      await chooseReadOffline(true);
      setStatus('on');
    } catch {
      // Not kept is not chosen: the box goes back to unticked, and stays so.
      await chooseReadOffline(false).catch(() => undefined);
      setStatus('failed');
    }
  };

  const note =
    status === 'downloading'
      ? 'Downloading the receipt reader…'
      : status === 'on'
        ? 'Receipts are read on this device, with or without a connection.'
        : status === 'failed'
          ? 'The receipt reader could not be downloaded. Try again with a connection.'
          : `Downloads ${OCR_DOWNLOAD_LABEL} once, so a receipt photo is read even with no signal.`;
  return (
    <div className="receipt-reading__offline">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={status === 'on' || status === 'downloading'}
          disabled={status === 'downloading'}
          aria-describedby={`${id}-note`}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />
        Read receipts offline
      </label>
      <p className="field__hint" id={`${id}-note`} role="status">
        {note}
      </p>
    </div>
  );
}
