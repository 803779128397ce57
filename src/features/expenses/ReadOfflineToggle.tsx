import { useEffect, useId, useState } from 'react';
import '../../ui/forms.css';
import { dropOcr, keepOcr, ocrKept, OCR_DOWNLOAD_LABEL } from './receipt-reading/ocr-cache';

type Status = 'checking' | 'off' | 'downloading' | 'on' | 'failed';

/**
 * 'Read receipts offline': keeps the receipt reader on this device, so a photo taken with no
 * signal is read too. It says what it downloads, once, before it does.
 */
export function ReadOfflineToggle() {
  const id = useId();
  const [status, setStatus] = useState<Status>('checking');
  useEffect(() => {
    let live = true;
    void ocrKept()
      .catch(() => false)
      .then((kept) => live && setStatus(kept ? 'on' : 'off'));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    if (!on) {
      await dropOcr();
      setStatus('off');
      return;
    }
    setStatus('downloading');
    try {
      await keepOcr();
      setStatus('on');
    } catch {
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
          disabled={status === 'checking' || status === 'downloading'}
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
