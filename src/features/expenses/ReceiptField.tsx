import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { RECEIPT_UNKNOWN_MESSAGE } from '../../../contract/receipt-files';
import type { ReceiptInput } from '../../offline/outbox/types';
import { ReceiptError } from '../../offline/receipt-image';
import { FieldError } from '../../ui/FieldError';
import { prepareClaimPhoto } from './receipt-reading/reading-photo';

type Props = {
  value: ReceiptInput | null;
  onChange: (receipt: ReceiptInput | null) => void;
  /** Shown after a failed save (e.g. 'Recipt copy requred!'). */
  error?: string | undefined;
  /** The 'Snap receipt' button, where a failed save puts the cursor. */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
};

/**
 * SPEC §2 receipt, receipt first: a large 'Snap receipt' area (the camera on a phone) and an
 * upload button for a photo already taken when empty; a thumbnail, a file link and a remove icon
 * when a file is chosen; one receipt only.
 */
export function ReceiptField({ value: receipt, onChange, error, ref, onBlur }: Props) {
  const id = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = useMemo(
    () => (receipt ? URL.createObjectURL(new Blob([receipt.bytes], { type: receipt.type })) : null),
    [receipt],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setBusy(true);
    setPickError(null);
    try {
      onChange(await prepareClaimPhoto(file, file.name));
    } catch (caught) {
      setPickError(caught instanceof ReceiptError ? caught.message : RECEIPT_UNKNOWN_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const message = pickError ?? error;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className={message ? 'field field--invalid receipt-field' : 'field receipt-field'}>
      <span className="field__label" id={`${id}-label`}>
        Receipt
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      {receipt ? (
        <div className="receipt-field__file">
          {url && <img className="receipt-field__thumb" src={url} alt="" />}
          <a
            href={url ?? undefined}
            target="_blank"
            rel="noreferrer"
            className="receipt-field__link"
          >
            {receipt.name}
          </a>
          <button
            type="button"
            className="receipt-field__remove"
            aria-label={`Remove receipt ${receipt.name}`}
            onClick={() => {
              setPickError(null);
              onChange(null);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : (
        <div className="receipt-field__actions">
          <button
            ref={ref}
            type="button"
            className="receipt-field__snap"
            aria-describedby={[`${id}-snap-hint`, errorId].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
            disabled={busy}
            onBlur={onBlur}
            onClick={() => cameraRef.current?.click()}
          >
            <svg className="receipt-field__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 4 7.2 6H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-3.2L15 4H9Zm3 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z" />
            </svg>
            <span className="receipt-field__snap-title">
              {busy ? 'Preparing…' : 'Snap receipt'}
            </span>
            <span className="receipt-field__snap-hint" id={`${id}-snap-hint`}>
              A photo of the whole receipt, up to 10 MB
            </span>
          </button>
          {/* The file input itself, under its label: Enter, Space or a tap opens the picker
              natively, whatever the page is rendering, with no button passing a click on.
              'image/*', never a list naming HEIC: given that, an iPhone hands over its photo as
              a JPEG ('Most Compatible'); an HEIC that still arrives is decoded where the browser
              can (Safari) or refused with what to do (prepareReceipt). */}
          <label className="button button--secondary receipt-field__upload">
            <input
              type="file"
              accept="image/*"
              className="receipt-field__upload-input"
              aria-describedby={errorId}
              aria-invalid={message ? true : undefined}
              disabled={busy}
              data-testid="receipt-input"
              onChange={(e) => void pick(e.currentTarget)}
            />
            Upload receipt
          </label>
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label="Take a photo of the receipt"
            onChange={(e) => void pick(e.currentTarget)}
          />
        </div>
      )}
      <FieldError id={errorId} error={message} alert />
    </div>
  );
}
