import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { dialogClosed, dialogOpened } from './toast-layer';
import { useLatest } from './useLatest';
import './dialog.css';

/** centre: popups and confirmations; sheet: rises from the bottom on phones; drawer: the menu. */
export type ModalVariant = 'centre' | 'sheet' | 'drawer';

export type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  footer?: ReactNode;
  /**
   * Where focus goes on opening: an element, or 'dialog' for a popup that is read rather than
   * filled in, which then opens at its top (focusing a control further down scrolls to it).
   * By default, the body's first control.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'dialog';
  /** Wide popups (the vehicle detail). */
  wide?: boolean;
  variant?: ModalVariant;
  /** Shows the × button in the header (popups); confirmations answer with their buttons. */
  closeButton?: boolean;
  /** Hides the title visually (the drawer's title is its navigation); it still names the dialog. */
  hideTitle?: boolean;
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const firstFocusable = (root: Element | null): HTMLElement | null =>
  Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).find(
    (element) => !element.closest('[hidden], [inert]'),
  ) ?? null;

/**
 * The portal's one dialog, on the native <dialog> opened with showModal(): the browser puts it in
 * the top layer, makes the rest of the page inert and turns Escape into a 'cancel' event. The
 * component answers Escape and a tap on the backdrop with onClose, so the caller's state decides
 * whether it closes, and gives focus back to where it was when it closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  footer,
  initialFocus,
  wide = false,
  variant = 'centre',
  closeButton = true,
  hideTitle = false,
  className,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useLatest(onClose);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialogOpened(dialog);
    // Content before chrome: a popup's first field rather than its close button.
    const target =
      initialFocus === 'dialog'
        ? dialog
        : (initialFocus?.current ??
          firstFocusable(dialog.querySelector('.modal__body')) ??
          firstFocusable(dialog) ??
          dialog);
    target.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialogClosed(dialog);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus, close]);

  if (!open) return null;

  const classes = ['modal', `modal--${variant}`, wide && 'modal--wide', className]
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className={classes}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onClick={(event) => {
        // The dialog element itself is only hit outside its panel: the backdrop.
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className="modal__panel">
        <div className={hideTitle ? 'modal__header modal__header--bare' : 'modal__header'}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              className="modal__close"
              aria-label="Close"
              onClick={() => close.current()}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
        <div id={bodyId} className="modal__body">
          {children}
        </div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
