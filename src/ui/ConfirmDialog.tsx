import { useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

type Props = {
  open: boolean;
  /** The question, e.g. 'Do you wish to Delete the vehicle?'. */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both answers while the confirmed action runs. */
  busy?: boolean;
  danger?: boolean;
};

/** Yes/No confirmation. Escape and the backdrop answer No; focus starts on No (the safe answer). */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = 'Please confirm',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
  danger = false,
}: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      role="alertdialog"
      initialFocus={cancelRef}
      closeButton={false}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'button button--danger' : 'button'}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="confirm__message">{message}</p>
    </Modal>
  );
}
