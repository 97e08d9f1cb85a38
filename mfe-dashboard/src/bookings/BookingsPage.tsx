import { observer } from 'mobx-react-lite';
import { isAdvertiser } from '../layout/DashboardLayout';
import { BookingList } from './BookingList';

/**
 * /dashboard-bookings: requests for the user's adverts and services, to accept, decline or cancel. Someone
 * with no adverts has none: their Bookings are their own stays, viewings and appointments (the Trips page).
 */
export default observer(function BookingsPage() {
  return <BookingList as={isAdvertiser() ? 'host' : 'guest'} />;
});
