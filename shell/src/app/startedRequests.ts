import { http, imageUrl, type AnsweredRequest, type StoredImage } from '@marketplace/shared';
import { bootOf } from '@marketplace/shared/src/config/bootPlans.cjs';

/** The API call the page opened at `pathname` makes first (its boot plan in shared), when the shell may start it at boot. */
export function firstRequest(pathname: string, maybeSignedIn: boolean): string | null {
  return bootOf(pathname, maybeSignedIn)?.firstRequest ?? null;
}

/** An advert's or a service's first photo: the page's largest paint, fetched as soon as the answer names it. */
function preloadFirstPhoto(answer: unknown): void {
  const record = (answer as { data?: { documents_property_images?: StoredImage[]; documents_service_images?: StoredImage[] } } | null)
    ?.data;
  const href = imageUrl((record?.documents_property_images ?? record?.documents_service_images)?.[0]?.file_path);
  if (!href) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, fetchpriority: 'high' })) link.setAttribute(name, value);
  document.head.append(link);
}

const started = new Map<string, AnsweredRequest>();

/**
 * Starts the call now; its answer waits for the page's slot. A failed one is dropped (the page asks again
 * when it is shown, after a sign-in say); one the page took fails there as its own GET would.
 */
export function startRequest(path: string): void {
  const request: AnsweredRequest = { path, answer: http.get<unknown>(path) };
  request.answer.then(
    (value) => {
      request.answered = { value };
      preloadFirstPhoto(value);
    },
    () => started.delete(path),
  );
  started.set(path, request);
}

/** The started call for `path`, once: a later visit to the same page asks afresh. */
export function takeStartedRequest(path: string | null): AnsweredRequest | undefined {
  if (path === null) return undefined;
  const request = started.get(path);
  started.delete(path);
  return request;
}
