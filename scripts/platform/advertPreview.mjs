// An advert's page served with its first photo already in the HTML (the shell's advert.html): the page's
// largest paint starts with the document instead of after the shell, the registry, the advert's remote
// and its API answer. The photo is the advert's public one, read from the API without the visitor's
// cookies, so an advert only its owner may see gets no preview, and not counted as a view.
import { PAGE_PREVIEW_HEADER } from '../../shared/src/config/pagePreview.cjs';
import { bootOf } from '../../shared/src/config/bootPlans.cjs';

/** How long the page may wait for the API before it is sent without a photo. */
export const PREVIEW_TIMEOUT_MS = 250;
/** How long a photo (or its absence) is kept: a changed photo shows in the preview after this. */
const KEPT_MS = 60_000;
/** An API that failed is asked again after this, not at every page load meanwhile. */
const FAILED_KEPT_MS = 5_000;
const MAX_KEPT = 1000;

/**
 * The advert's GET a page path opens with (its boot plan in shared: /ad-details/:id a property's,
 * /ad-service/:id a service's), whose answer names its first photo; null for a page with no advert preview.
 * @param {string} path
 * @returns {string | null}
 */
export function previewedAdvert(path) {
  const boot = bootOf(path, false);
  return boot?.page === 'advert' ? boot.firstRequest : null;
}

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's HTML with the photo in place, or null when the page has no preview to show.
 * @param {string} page the shell's advert.html
 * @param {string | null} photo
 */
export function withPhoto(page, photo) {
  if (!photo || !page.includes(' data-advert-photo')) return null;
  return page.replace(' data-advert-photo', ` src="${escapeAttribute(photo)}"`);
}

/**
 * The first photo's address of each advert, read from the API and kept for a minute.
 * @param {{ apiUrl: string, imageBaseUrl: string, timeoutMs?: number }} options
 * @returns {(request: string) => Promise<string | null>} by the advert's GET
 */
export function advertPhotos({ apiUrl, imageBaseUrl, timeoutMs = PREVIEW_TIMEOUT_MS }) {
  /** @type {Map<string, { photo: Promise<string | null>, until: number }>} */
  const kept = new Map();

  /** The stored path as the browser's imageUrl (shared/src/config) makes it an address. */
  const address = (/** @type {string} */ path) =>
    /^(https?:)?\/\//.test(path) ? path : `${imageBaseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

  /** @param {string} request the advert's GET, `api/properties/:id` or `api/services/:id` */
  async function read(request) {
    const res = await fetch(`${apiUrl.replace(/\/$/, '')}/${request}`, {
      headers: { Accept: 'application/json', [PAGE_PREVIEW_HEADER]: '1' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const answer = /** @type {{ data?: { [images: string]: { file_path?: unknown }[] | undefined } } | null} */ (await res.json());
    const record = answer?.data;
    const path = (record?.documents_property_images ?? record?.documents_service_images)?.[0]?.file_path;
    return typeof path === 'string' && path && !path.startsWith('data:') ? address(path) : null;
  }

  return (request) => {
    const key = request;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.photo;
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? key);
    const entry = { photo: read(request), until: now + KEPT_MS };
    entry.photo = entry.photo.catch(() => {
      entry.until = Date.now() + FAILED_KEPT_MS;
      return null;
    });
    kept.set(key, entry);
    return entry.photo;
  };
}
