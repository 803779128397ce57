/**
 * jsdom has <dialog> but not showModal()/close(). This stands in for the browser's part that the
 * portal relies on: open/close with the 'close' event, and Escape firing a cancelable 'cancel'
 * on the top modal dialog, which closes it unless prevented. Inertness and the top layer are the
 * browser's own and are checked in Chromium (tests/e2e/dialogs.test.ts).
 */
const modals: HTMLDialogElement[] = [];

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    delete this.dataset.modal;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const top = [...modals].reverse().find((dialog) => dialog.isConnected);
      if (!top) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (top.dispatchEvent(cancel)) top.close();
    },
    true,
  );
}

export {};
