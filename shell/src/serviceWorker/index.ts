// The service worker: the page side (registration, the update notice); the worker itself is built
// from worker/sw.ts into /sw.js.
export { registerServiceWorker } from './register';
export { UpdateNotice } from './UpdateNotice';
