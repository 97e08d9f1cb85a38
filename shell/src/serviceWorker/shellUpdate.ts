import { makeAutoObservable } from 'mobx';

/**
 * A newer shell than the one on screen has been installed by the service worker: the page offers to
 * reload into it. Reloading first lets the waiting worker take over, so the new page is its.
 */
class ShellUpdate {
  available = false;
  private waiting: ServiceWorker | null = null;

  constructor() {
    makeAutoObservable<ShellUpdate, 'waiting'>(this, { waiting: false });
  }

  offer(worker: ServiceWorker | null) {
    this.waiting = worker;
    this.available = true;
  }

  reload() {
    const worker = this.waiting;
    if (!worker || worker.state === 'activated' || !navigator.serviceWorker) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') window.location.reload();
    });
    worker.postMessage({ type: 'activate-new-version' });
  }
}

export const shellUpdate = new ShellUpdate();
