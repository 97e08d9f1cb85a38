import { http, imageUrl, type AnsweredRequest, type StoredImage } from '@marketplace/shared';
import { parseRouteId } from './params';

/** The advert page's own GET: a property's or a service's. */
export const advertRequest = (kind: 'property' | 'service', id: number) => `api/${kind === 'service' ? 'services' : 'properties'}/${id}`;

/** The API call the page opened at `pathname` makes first, when the shell may start it at boot. */
export function firstRequest(pathname: string, maybeSignedIn: boolean): string | null {
  const advert = /^\/ad-(details|service)\/(\d+)\/?$/.exec(pathname);
  const id = parseRouteId(advert?.[2]);
  if (advert && id !== null) return advertRequest(advert[1] === 'service' ? 'service' : 'property', id);
  // The statistics page is where a signed-in person lands; its figures are the page's largest paint.
  if (maybeSignedIn && /^\/dashboard-statistics\/?$/.test(pathname)) return STATISTICS_REQUEST;
  return null;
}

/** The statistics page's first GET (its default period of 30 days). */
export const STATISTICS_REQUEST = 'api/user/statistics?days=30';

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
