import type { ShortlistStatus } from '../entities/shortlist';

/** What a status is called on a home: an offer is made on a sale, an application on a let. */
export function shortlistLabel(status: ShortlistStatus, home: { is_sale?: boolean | null; is_buy?: boolean | null } | null): string {
  switch (status) {
    case 'interested':
      return 'Interested';
    case 'viewing':
      return 'Viewing booked';
    case 'offer':
      return home?.is_sale || home?.is_buy ? 'Offer made' : 'Applied';
    case 'not_for_me':
      return 'Not for me';
  }
}

/** A board column's heading, for homes of every kind. */
export const SHORTLIST_COLUMNS: Record<ShortlistStatus, string> = {
  interested: 'Interested',
  viewing: 'Viewing booked',
  offer: 'Offer made or Applied',
  not_for_me: 'Not for me',
};

/** Favourites grouped by status in the board's order, each group keeping the order given. */
export function byShortlistStatus<T extends { status: ShortlistStatus }>(
  favourites: readonly T[],
  order: readonly ShortlistStatus[],
): Array<{ status: ShortlistStatus; items: T[] }> {
  return order.map((status) => ({ status, items: favourites.filter((f) => f.status === status) }));
}
