import { filesToKeep, type KeepFilesMessage } from './caching';
import { shellUpdate } from './shellUpdate';

/** How often an open page asks whether the shell was updated, besides each time it is shown again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Until the worker controls this page (from the next visit), what the page loads does not pass through
 * it: the page tells it each file it loaded, now and as more arrive (the map library comes later).
 */
function handOverLoadedFiles(container: ServiceWorkerContainer): void {
  if (container.controller || typeof PerformanceObserver === 'undefined') return;
  const worker = container.ready.then((registration) => registration.active);
  const send = (entries: readonly PerformanceResourceTiming[]) => {
    const urls = filesToKeep(entries);
    if (urls.length === 0) return;
    const message: KeepFilesMessage = { type: 'keep-files', urls };
    void worker.then((active) => active?.postMessage(message));
  };
  new PerformanceObserver((list) => send(list.getEntriesByType('resource') as PerformanceResourceTiming[])).observe({
    type: 'resource',
    buffered: true,
  });
}

/** Offers a reload when a worker of a newer shell finishes installing beside the one already active. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && registration.active) shellUpdate.offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing || !registration.active) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' || (installing.state === 'activated' && !shellUpdate.available)) shellUpdate.offer(installing);
    });
  });
  const check = () => registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  setInterval(() => void check(), UPDATE_CHECK_MS);
}

/** Registers the shell's service worker (the spec registers one at start-up); a browser without one goes on as before. */
export async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  if (!container) return;
  try {
    const registration = await container.register('/sw.js');
    handOverLoadedFiles(container);
    watchForUpdates(registration);
  } catch (error) {
    console.warn('[service worker] not registered:', error);
  }
}
