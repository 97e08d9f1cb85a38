import { BookingList } from './BookingList';

/** /dashboard-trips: the user's own stays, viewings and appointments, each with its next step (Airbnb's Trips). */
export default function TripsPage() {
  return <BookingList as="guest" />;
}
