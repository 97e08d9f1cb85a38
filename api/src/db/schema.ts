import type { CoreTables } from './tables/core.ts';
import type { PropertyTables } from './tables/property.ts';
import type { FavouriteTables } from './tables/favourites.ts';
import type { BookingColumns, BookingTables } from './tables/bookings.ts';
import type { DashboardTables } from './tables/dashboard.ts';
import type { MessageTables } from './tables/messages.ts';
import type { DraftTables } from './tables/drafts.ts';
import type { AlertTables } from './tables/alerts.ts';

export interface DB
  extends
    CoreTables,
    Omit<PropertyTables, 'bookings'>,
    FavouriteTables,
    BookingTables,
    DashboardTables,
    MessageTables,
    DraftTables,
    AlertTables {
  /** Migration 0004's bookings with the columns 0008 adds. */
  bookings: PropertyTables['bookings'] & BookingColumns;
}
