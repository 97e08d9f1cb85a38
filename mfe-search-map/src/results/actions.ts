import { bus, http, sessionStore, type Favourite } from '@marketplace/shared';

export const FAVOURITES_LOGIN_MESSAGE = 'You must be logged in in order to use favourites feature';
export const REPORT_PROMPT = 'Are you sure you want to report this advertise?';
export const REPORT_TYPES = ['Spam', 'Scam', 'Abuse'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The signed-in user's favourite for an advert, if any. */
export function favouriteOf(favourites: readonly Favourite[] | undefined, advertId: number): Favourite | undefined {
  return favourites?.find((favourite) => favourite.property_id === advertId);
}

/** Adds or removes the advert from the user's favourites (spec 001 §7), then refreshes the user. */
export async function toggleFavourite(advertId: number): Promise<boolean> {
  const existing = favouriteOf(sessionStore.user?.favourite_properties, advertId);
  if (existing) await http.post(`api/favourites/${existing.id}/delete`);
  else await http.post('api/favourite', { id: advertId, type: 'Property' });
  await sessionStore.refreshUser();
  const favourite = !existing;
  bus.emit('favourites:changed', { advertId, favourite });
  return favourite;
}

/** Reports an advert: form fields id, type Property, report_type; resolves with the server's message. */
export async function reportAdvert(advertId: number, reportType: ReportType): Promise<string> {
  const form = new FormData();
  form.append('id', String(advertId));
  form.append('type', 'Property');
  form.append('report_type', reportType);
  const answer = await http.post<{ message?: string }>('api/report/', form);
  return answer?.message ?? '';
}
