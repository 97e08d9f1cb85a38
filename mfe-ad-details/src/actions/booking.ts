import type { Advert } from '@marketplace/shared';

export interface BookingAction {
  label: 'Book Viewing' | 'Reserve';
  mode: 'view' | 'reserve';
}

/** Short-term lets are reserved; long-term lets and sales are viewed; wanted adverts are neither. */
export function bookingAction(advert: Pick<Advert, 'is_let' | 'is_short_term' | 'is_sale'>): BookingAction | null {
  if (advert.is_let && advert.is_short_term) return { label: 'Reserve', mode: 'reserve' };
  if (advert.is_let || advert.is_sale) return { label: 'Book Viewing', mode: 'view' };
  return null;
}
