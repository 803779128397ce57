/**
 * Where the toasts live. A modal <dialog> is in the browser's top layer, above everything in the
 * page however high its z-index, and it makes the rest of the page inert (hidden from screen
 * readers too). So while a dialog is open the toaster is moved inside the topmost one: its toasts
 * are seen above the popup and announced. The host element is moved, not re-rendered, so a
 * toast on screen stays as it is when a dialog opens or closes.
 */
const openDialogs: HTMLDialogElement[] = [];
let host: HTMLElement | null = null;

function place(): void {
  if (!host) return;
  const parent = openDialogs.at(-1) ?? document.body;
  if (host.parentElement !== parent) parent.append(host);
}

/** The element the toaster renders into (created on first use). */
export function toastHost(): HTMLElement {
  if (!host) {
    host = document.createElement('div');
    host.className = 'toast-host';
    place();
  }
  return host;
}

/** A modal dialog was opened: toasts show inside it until it closes. */
export function dialogOpened(dialog: HTMLDialogElement): void {
  if (!openDialogs.includes(dialog)) openDialogs.push(dialog);
  place();
}

/** A modal dialog closed (or is going): toasts go back to the one below, or to the page. */
export function dialogClosed(dialog: HTMLDialogElement): void {
  const index = openDialogs.indexOf(dialog);
  if (index >= 0) openDialogs.splice(index, 1);
  place();
}
