import { advertHeadline, formatAdvertPrice, isBookedWhole, mandatoryFeesText, type AdvertCard } from '@marketplace/shared';

/**
 * What a bookmark shows of its advert besides the photo: the price and the type (spec 001 §2 Favourites);
 * a short stay's mandatory fees beside its nightly price, as plainly as it (shared's stayPrice).
 */
export function bookmarkLine(card: AdvertCard): { price: string; fees: string | null; type: string } {
  const stay = Boolean(card.is_let && card.is_short_term);
  const bookedWhole = isBookedWhole({
    property_type_details_id: card.property_type_details?.id ?? null,
    property_rooms: card.property_rooms,
  });
  return {
    price: formatAdvertPrice(card),
    fees: stay ? mandatoryFeesText(card.stay_fees, bookedWhole) : null,
    type: advertHeadline(card) || card.property_title || 'Property',
  };
}

/** The bar reloads when the set of favourites changes, whichever heart changed it. */
export const favouritesKey = (favourites: ReadonlyArray<{ id: number }> | undefined): string =>
  (favourites ?? []).map((f) => f.id).join(',');
