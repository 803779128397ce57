import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';
import { useLatest } from './useLatest';
import './dialog.css';

export type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  footer?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** Shows the × button in the header (popups); confirmations answer with their buttons. */
  closeButton?: boolean;
};

/** Accessible modal: portal to body, aria-modal, focus trapped, Escape and backdrop close. */
export function Modal({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  footer,
  initialFocus,
  className,
  closeButton = true,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useLatest(onClose);
  useFocusTrap(ref, open, () => close.current(), initialFocus);
  if (!open) return null;

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={ref}
        className={className ? `modal ${className}` : 'modal'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              className="modal__close"
              aria-label="Close"
              onClick={() => close.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div id={bodyId} className="modal__body" data-focus-first>
          {children}
        </div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
