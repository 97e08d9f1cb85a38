import { useEffect, useRef, useState } from 'react';
import { bus, http, isHttpError, sessionStore, useTimedMessage } from '@marketplace/shared';
import { fetchHostReviews, fetchNeighbourhoodReviews } from '../reviews/api';
import type { Advert, AnsweredRequest } from '@marketplace/shared';
import type { ReviewsLoad } from '../reviews/ReviewsSummary';
import { isShortTermLet } from './advert';

export const AD_DOES_NOT_EXIST = 'ad_does_not_exist';
/** Spec: a detail error shows for 4 seconds before the user is refreshed (and a missing advert closed). */
export const DETAIL_ERROR_MS = 4000;
export const MISSING_ADVERT_MESSAGE = 'This advert does not exist or is no longer published.';

export interface AdvertDetail {
  status: 'empty' | 'loading' | 'ready' | 'missing' | 'error';
  advert: Advert | null;
  /** Only short-term lets list host reviews. */
  host: ReviewsLoad<'host'> | null;
  neighbourhood: ReviewsLoad<'neighbourhood'> | null;
  /** The error message while it shows (4 seconds). */
  error: string | null;
}

const EMPTY: AdvertDetail = { status: 'empty', advert: null, host: null, neighbourhood: null, error: null };

/** The advert shown, its reviews on their way. */
const readyDetail = (advert: Advert): AdvertDetail => ({
  ...EMPTY,
  status: 'ready',
  advert,
  host: isShortTermLet(advert) ? { status: 'loading', reviews: [] } : null,
  neighbourhood: { status: 'loading', reviews: [] },
});

function reviewsFailure<K extends 'host' | 'neighbourhood'>(error: unknown): ReviewsLoad<K> {
  const body = isHttpError(error) ? error.data : {};
  return { status: 'error', reviews: [], message: body.message || 'The reviews could not be loaded.', errors: body.errors };
}

/**
 * The advert of `advertId`, then its host reviews, then its neighbourhood reviews, in that order
 * (spec 000 §4). A failure shows for 4 seconds; then the signed-in user is refreshed and, when the
 * advert does not exist, `onMissing` runs (the panel closes). `started` is the shell's request for the
 * advert when the page opened on it: taken once, so a later visit asks afresh.
 */
export function useAdvertDetail(advertId: number | null, onMissing?: () => void, started?: AnsweredRequest): AdvertDetail {
  // The shell's answer when it came before the page mounted: the first render is the whole advert, not a loading state.
  const [firstAdvert] = useState(() =>
    started?.path === `api/properties/${advertId}` ? ((started.answered?.value as { data?: Advert } | undefined)?.data ?? null) : null,
  );
  const [detail, setDetail] = useState<AdvertDetail>(() => (firstAdvert ? readyDetail(firstAdvert) : EMPTY));
  const early = useRef(started);
  const [error, showError] = useTimedMessage(DETAIL_ERROR_MS);
  const [reviewsVersion, setReviewsVersion] = useState(0);

  useEffect(
    () =>
      bus.on('review:added', (added) => {
        if (added.adId === advertId) setReviewsVersion((n) => n + 1);
      }),
    [advertId],
  );

  useEffect(() => {
    if (advertId === null) {
      setDetail(EMPTY);
      return;
    }
    let current = true;
    const patch = (next: Partial<AdvertDetail>) => current && setDetail((previous) => ({ ...previous, ...next }));
    const path = `api/properties/${advertId}`;
    const asked = early.current?.path === path ? (early.current.answer as Promise<{ data: Advert }>) : null;
    early.current = undefined;
    // The first render already showed this advert from the shell's answer: only its reviews are to come.
    const shown = asked !== null && firstAdvert !== null;
    if (!shown) setDetail({ ...EMPTY, status: 'loading' });
    void (async () => {
      let advert: Advert;
      try {
        advert = (await (asked ?? http.get<{ data: Advert }>(path))).data;
      } catch (failure) {
        if (!current) return;
        const code = isHttpError(failure) ? failure.data.message : undefined;
        const missing = code === AD_DOES_NOT_EXIST || (isHttpError(failure) && failure.status === 404);
        patch({ status: missing ? 'missing' : 'error' });
        const told = isHttpError(failure) && failure.handled;
        const message = missing ? MISSING_ADVERT_MESSAGE : code || 'The advert could not be loaded.';
        showError(told ? '' : message, () => {
          if (sessionStore.authenticated) void sessionStore.refreshUser();
          if (missing) onMissing?.();
        });
        return;
      }
      if (!current) return;
      const withHost = isShortTermLet(advert);
      if (!shown) patch(readyDetail(advert));
      if (withHost) {
        try {
          patch({ host: { status: 'ready', reviews: await fetchHostReviews(advert.id) } });
        } catch (failure) {
          patch({ host: reviewsFailure(failure) });
        }
      }
      try {
        patch({ neighbourhood: { status: 'ready', reviews: await fetchNeighbourhoodReviews(advert.id, undefined, advert.address?.id) } });
      } catch (failure) {
        patch({ neighbourhood: reviewsFailure(failure) });
      }
    })();
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onMissing is read when the error clears; a new function each render must not refetch.
  }, [advertId, showError]);

  useEffect(() => {
    const advert = detail.advert;
    if (reviewsVersion === 0 || !advert) return;
    let current = true;
    fetchNeighbourhoodReviews(advert.id, undefined, advert.address?.id).then(
      (reviews) => current && setDetail((previous) => ({ ...previous, neighbourhood: { status: 'ready', reviews } })),
      (failure: unknown) => current && setDetail((previous) => ({ ...previous, neighbourhood: reviewsFailure(failure) })),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new review refetches; the advert itself is loaded above.
  }, [reviewsVersion]);

  return { ...detail, error: error || null };
}
