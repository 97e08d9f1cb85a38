import { BookingList } from './BookingList';

/** /dashboard-bookings: requests for the user's adverts and services, to accept, decline or cancel. */
export default function BookingsPage() {
  return <BookingList as="host" />;
}
