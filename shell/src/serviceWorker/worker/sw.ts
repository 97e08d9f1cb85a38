// The shell's service worker (served as /sw.js): keeps every immutable file this browser has loaded,
// the shell's and each remote version's, and answers for it from the cache on the next visit.
// Its bytes change with every shell build (a stamp added at build time), which is how the browser
// learns of a new shell and the page offers 'New version available, reload'.
import { answeredByWorker, isImmutable, isWorkerMessage } from '../caching';

declare const self: ServiceWorkerGlobalScope;

const CACHE = 'roofline-immutable-v1';

/** Keeps a copy of an answer that can never change; anything else goes by. */
async function keepIfImmutable(request: Request, response: Response): Promise<void> {
  if (!response.ok || response.type === 'opaque' || !isImmutable(response.headers.get('Cache-Control'))) return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
}

async function fromCacheOrNetwork(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  await keepIfImmutable(request, response.clone()).catch(() => undefined);
  return response;
}

/** Files a page loaded before this worker controlled it: fetched again (from the HTTP cache, usually) and kept. */
async function keep(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => null);
      if (response) await keepIfImmutable(new Request(url), response).catch(() => undefined);
    }),
  );
}

self.addEventListener('install', () => {
  // A first install has no page to disturb; an update waits for the person's 'reload' (or for every tab to close).
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!answeredByWorker(request)) return;
  event.respondWith(fromCacheOrNetwork(request));
});

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isWorkerMessage(message)) return;
  if (message.type === 'activate-new-version') event.waitUntil(self.skipWaiting());
  else event.waitUntil(keep(message.urls));
});
