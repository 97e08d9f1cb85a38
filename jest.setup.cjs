// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// jsdom has <dialog> and its `open` attribute but not its methods; the browser's are what the product
// uses. Only what our tests rely on: opening modally, closing with a `close` event, `returnValue`.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  Object.assign(HTMLDialogElement.prototype, {
    show() {
      this.open = true;
    },
    showModal() {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      this.open = true;
    },
    close(returnValue) {
      if (!this.open) return;
      if (returnValue !== undefined) this.returnValue = String(returnValue);
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}

// A page holds the XSRF-TOKEN cookie the shell fetched at boot; without it the shared client fetches one
// before a state change (ensureCsrf), which http.test.ts tests by clearing it.
if (typeof document !== 'undefined') document.cookie = 'XSRF-TOKEN=from-boot';
