import { advertHeadline, formatAdvertPrice, type AdvertCard } from '@marketplace/shared';

/** What a bookmark shows of its advert besides the photo: the price and the type (spec 001 §2 Favourites). */
export function bookmarkLine(card: AdvertCard): { price: string; type: string } {
  return { price: formatAdvertPrice(card), type: advertHeadline(card) || card.property_title || 'Property' };
}

/** The bar reloads when the set of favourites changes, whichever heart changed it. */
export const favouritesKey = (favourites: ReadonlyArray<{ id: number }> | undefined): string =>
  (favourites ?? []).map((f) => f.id).join(',');
