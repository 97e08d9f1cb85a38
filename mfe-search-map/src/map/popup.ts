import {
  advertBadge,
  advertHeadline,
  availabilityLine,
  formatAdvertPrice,
  imageUrl,
  isBookedWhole,
  nightsOf,
  postedAge,
  stayPriceShown,
  type MapPin,
  type MapPinDetails,
  type StayDates,
} from '@marketplace/shared';
import { advertFlags } from '../search/advertFlags';
import { pinAsAdvert } from './pins';

export interface PopupFact {
  label: string;
  value: string;
}

const count = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** Freehold or Leasehold for adverts of a sale or purchase; a let or rent has no tenure to show. */
export function tenureOf(pin: MapPin): string | null {
  if (!pin.is_sale && !pin.is_buy) return null;
  return pin.is_freehold ? 'Freehold' : 'Leasehold';
}

/** The counts and features the popup lists (spec 000 §2 Map screen), those the advert has. */
export function popupFacts(pin: MapPin): PopupFact[] {
  const d: Partial<MapPinDetails> = pin.property_details ?? {};
  const facts: PopupFact[] = [];
  const tenure = tenureOf(pin);
  if (tenure) facts.push({ label: 'Tenure', value: tenure });
  const add = (label: string, value: unknown) => {
    if (count(value) > 0) facts.push({ label, value: String(count(value)) });
  };
  add('Bedrooms', d.bedrooms);
  add('Living rooms', d.living_room);
  add('Bathrooms', d.bath_room);
  add('Downstairs WC', d.downstairs_wc);
  const spaces = count(d.parking_spaces);
  if (spaces > 0 || d.parking) facts.push({ label: 'Parking', value: spaces > 0 ? String(spaces) : 'Yes' });
  if (d.garden) facts.push({ label: 'Garden', value: 'Yes' });
  return facts;
}

/** The status flags a pin carries (shared's MAP_PIN_FLAGS), in the card's words. */
export const infoLabels = (pin: MapPin): string[] => advertFlags(pin);

export interface PopupContent {
  id: number;
  photo: string | null;
  badge: string | null;
  categoryAndType: string;
  address: string;
  posted: string;
  dates: string | null;
  title: string;
  price: string;
  /** A short stay's mandatory fees beside its nightly price, without dates. */
  fees: string | null;
  facts: PopupFact[];
  labels: string[];
  /** The price fell in the last 14 days (the API sends reduced_at only then): the 'Reduced' mark, as on the card. */
  reduced: boolean;
}

/** Everything one advert's popup shows, as text; a short stay's price for the dates searched (`stay`) when there are any. */
export function popupContent(pin: MapPin, stay: StayDates | null = null, now: Date = new Date()): PopupContent {
  const advert = pinAsAdvert(pin);
  const availability = availabilityLine(pin);
  const price =
    pin.is_short_term && pin.is_let
      ? stayPriceShown(formatAdvertPrice(advert), {
          total: stay ? pin.stay_total : null,
          nights: stay ? nightsOf(stay) : null,
          fees: pin.stay_fees,
          bookedWhole: isBookedWhole(advert),
        })
      : { headline: formatAdvertPrice(advert), fees: null };
  return {
    id: pin.id,
    photo: imageUrl(pin.image),
    badge: advertBadge(pin),
    categoryAndType: advertHeadline(advert) || [pin.category, pin.type].filter(Boolean).join(' - '),
    address: pin.full_address ?? '',
    posted: postedAge(pin.created_at, now),
    dates: availability ? `${availability.label} ${availability.value}` : null,
    title: pin.property_title ?? '',
    price: price.headline,
    fees: price.fees,
    facts: popupFacts(pin),
    labels: infoLabels(pin),
    reduced: Boolean(pin.reduced_at),
  };
}

/** A box on the screen, as getBoundingClientRect gives it. */
export interface ScreenBox {
  left: number;
  right: number;
  top: number;
}

/** How close to the map's edges a popup may stand. */
const EDGE = 8;

/**
 * How far a popup centred over its pin moves sideways to stand inside the map (a pin near a phone's
 * edge would leave half of it off the screen); one wider than the map keeps its left edge in.
 */
export function popupShift(popup: ScreenBox, map: ScreenBox): number {
  const pastLeft = map.left + EDGE - popup.left;
  if (pastLeft > 0) return pastLeft;
  const pastRight = popup.right - (map.right - EDGE);
  return pastRight > 0 ? -Math.min(pastRight, -pastLeft) : 0;
}

/** A popup above its pin that would leave the map's top opens below the pin instead. */
export const opensBelow = (popup: ScreenBox, map: ScreenBox): boolean => popup.top < map.top + EDGE;
