import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RECEIPT_UNKNOWN_MESSAGE } from '../../../contract/uploads';
import type { ReceiptInput } from '../../offline/outbox-types';
import { prepareReceipt, ReceiptError } from '../../offline/receipt-image';
import { FieldError } from '../../ui/FieldError';

type Props = {
  receipt: ReceiptInput | null;
  onChange: (receipt: ReceiptInput | null) => void;
  /** Shown after a failed save (e.g. 'Recipt copy requred!'). */
  error?: string | undefined;
};

/**
 * SPEC §2 receipt: an upload button when empty; a file link and a remove icon when a file is
 * chosen; one receipt only. Phones get a camera button too (capture), since the upload button
 * must also reach photos already taken.
 */
export function ReceiptField({ receipt, onChange, error }: Props) {
  const id = useId();
  const pickRef = useRef<HTMLInputElement>(null);
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
      onChange(await prepareReceipt(file, file.name));
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
            type="button"
            className="button button--secondary"
            id={`${id}-upload`}
            aria-describedby={errorId}
            aria-invalid={message ? true : undefined}
            disabled={busy}
            onClick={() => pickRef.current?.click()}
          >
            {busy ? 'Preparing…' : 'Upload receipt'}
          </button>
          <button
            type="button"
            className="button button--secondary receipt-field__camera"
            disabled={busy}
            onClick={() => cameraRef.current?.click()}
          >
            Take photo
          </button>
          <input
            ref={pickRef}
            type="file"
            accept="image/*"
            hidden
            aria-labelledby={`${id}-label`}
            data-testid="receipt-input"
            onChange={(e) => void pick(e.currentTarget)}
          />
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
