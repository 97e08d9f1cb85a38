import { bus } from '../events';
import { http } from '../http';
import { sessionStore } from '../stores';
import type { Favourite, ReportSent } from '../entities';

/** Spec 002 §2.8: what a signed-out visitor is told, for 3 seconds. */
export const FAVOURITES_LOGIN_MESSAGE = 'You must be logged in in order to use favourites feature';
export const FAVOURITES_NOTICE_MS = 3000;

/** The heart's tooltip (spec 001 §2, 002 §2.8). */
export function favouriteLabel(favourite: boolean): 'Add to Favourites' | 'Remove from Favourites' {
  return favourite ? 'Remove from Favourites' : 'Add to Favourites';
}

/** The signed-in user's favourite for an advert, if any. */
export function favouriteOf<F extends Pick<Favourite, 'property_id'>>(
  favourites: readonly F[] | undefined,
  advertId: number,
): F | undefined {
  return favourites?.find((favourite) => Number(favourite.property_id) === advertId);
}

/**
 * Adds the advert to the signed-in user's favourites or removes it (spec 001 §7) and refreshes the
 * user, whose favourites every area observes. Resolves with whether it is now a favourite; rejects with the HttpError.
 */
export async function toggleFavourite(advertId: number): Promise<boolean> {
  const existing = favouriteOf(sessionStore.user?.favourite_properties, advertId);
  if (existing) await http.post(`api/favourites/${existing.id}/delete`);
  else await http.post('api/favourite', { id: advertId, type: 'Property' });
  await sessionStore.refreshUser();
  return !existing;
}

export const REPORT_TYPES = ['Spam', 'Scam', 'Abuse'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** Spec 000 §5: a report needs confirmation on this prompt. */
export const REPORT_PROMPT = 'Are you sure you want to report this advertise?';
/** Spec 001 §9: the report's answer shows for 4 seconds. */
export const REPORT_MESSAGE_MS = 4000;

/**
 * Reports an advert (form fields id, type, report_type, URL-encoded); resolves with the server's message.
 * Once it is accepted, `advert:reported` tells the lists showing it to refresh (spec 001 §9).
 */
export async function reportAdvert(advertId: number, reportType: ReportType, adType: 'Property' | 'Service' = 'Property'): Promise<string> {
  const form = new URLSearchParams({ id: String(advertId), type: adType, report_type: reportType });
  const answer = await http.post<ReportSent | undefined>('api/report/', form);
  bus.emit('advert:reported', { advertId, adType });
  return answer?.message ?? '';
}
