// The shell's service worker (served as /sw.js): keeps the immutable files this browser has loaded,
// the current shell's and the live and previous version of each remote, and answers for them from the
// cache on the next visit. Older versions are dropped as a newer one is used, an old shell's files when a
// new shell's worker activates, and everything when the browser says the cache is over its quota.
// Its bytes change with every shell build (a stamp added at build time), which is how the browser
// learns of a new shell and the page offers 'New version available, reload'.
import { answeredByWorker, inDroppedFolder, isImmutable, isWorkerMessage, noteVersionUse, versionOf, type VersionUse } from '../caching';

declare const self: ServiceWorkerGlobalScope;

const CACHE = 'roofline-immutable-v1';
/** When each remote version was last used (VersionUse), kept as one JSON answer beside the files. */
const VERSIONS = 'roofline-versions-v1';
const VERSIONS_KEY = '/versions.json';

/** Keeps a copy of an answer that can never change; anything else goes by. A full quota empties the cache. */
async function keepIfImmutable(request: Request, response: Response): Promise<void> {
  if (!response.ok || response.type === 'opaque' || !isImmutable(response.headers.get('Cache-Control'))) return;
  const cache = await caches.open(CACHE);
  try {
    await cache.put(request, response);
  } catch (error) {
    // The browser refuses more: start afresh rather than fail every later put (the files come from the network meanwhile).
    if (error instanceof DOMException && error.name === 'QuotaExceededError')
      await Promise.all([caches.delete(CACHE), caches.delete(VERSIONS)]);
    else throw error;
  }
}

/** Serialises the record's read-modify-write: a page loads several manifests at once. */
let versionsTurn: Promise<unknown> = Promise.resolve();

/** Notes a remote version's use and forgets that remote's versions beyond the live and previous ones. */
function noteUseOf(manifestUrl: string): Promise<void> {
  if (!versionOf(manifestUrl)) return Promise.resolve();
  const turn = versionsTurn.then(async () => {
    const store = await caches.open(VERSIONS);
    const saved = await store.match(VERSIONS_KEY);
    const record = ((await saved?.json().catch(() => null)) ?? {}) as VersionUse;
    const next = noteVersionUse(record, manifestUrl, Date.now());
    await store.put(VERSIONS_KEY, new Response(JSON.stringify(next.record), { headers: { 'Content-Type': 'application/json' } }));
    if (next.dropped.length === 0) return;
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) if (inDroppedFolder(request.url, next.dropped)) await cache.delete(request);
  });
  versionsTurn = turn.catch(() => undefined);
  return turn;
}

async function fromCacheOrNetwork(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  const response = cached ?? (await fetch(request));
  if (!cached) await keepIfImmutable(request, response.clone()).catch(() => undefined);
  await noteUseOf(request.url).catch(() => undefined);
  return response;
}

/** Files a page loaded before this worker controlled it: fetched again (from the HTTP cache, usually) and kept. */
async function keep(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (!(await cache.match(url))) {
        const response = await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => null);
        if (response) await keepIfImmutable(new Request(url), response).catch(() => undefined);
      }
      await noteUseOf(url).catch(() => undefined);
    }),
  );
}

/** A new shell's worker forgets the old shell's files (this origin's); the new shell's are kept as they load. */
async function forgetOldShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) if (new URL(request.url).origin === self.location.origin) await cache.delete(request);
}

self.addEventListener('install', () => {
  // A first install has no page to disturb; an update waits for the person's 'reload' (or for every tab to close).
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // The first worker has nothing to forget; an update's page reloads into the new shell next.
  event.waitUntil(forgetOldShell());
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
