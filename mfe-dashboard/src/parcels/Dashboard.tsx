import { lazy, Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { reactParcel, type DashboardPage } from '@marketplace/shared';
import { DashboardLayout, isAdvertiser } from '../layout/DashboardLayout';
import StatisticsPage from '../statistics/StatisticsPage';
import type { PageProps } from '../layout/dashboardPages';
import type { Exposes } from '../public-surface';

// Each page is its own chunk: opening the dashboard downloads the layout and the page shown only. The
// statistics page, where a person lands after signing in, comes with the layout (3.6 kB): its figures
// are the first view's largest paint, and as a chunk of its own it would wait for the layout to mount.
const MoverHome = lazy(() => import('../home/MoverHome'));

/** Where a person lands: an advertiser on their statistics, anyone else on their own home (searches, shortlist, trips). */
const Landing = observer(function Landing(props: PageProps) {
  return isAdvertiser() ? <StatisticsPage {...props} /> : <MoverHome />;
});

const PAGES: Record<DashboardPage, ComponentType<PageProps>> = {
  statistics: Landing,
  portfolio: lazy(() => import('../listings/PortfolioPage')),
  services: lazy(() => import('../listings/ServicesPage')),
  bookings: lazy(() => import('../bookings/BookingsPage')),
  trips: lazy(() => import('../bookings/TripsPage')),
  payouts: lazy(() => import('../payouts/PayoutsPage')),
  'saved-searches': lazy(() => import('../savedSearches/SavedSearchesPage')),
  favourites: lazy(() => import('../favourites/FavouritesPage')),
  'user-calendar': lazy(() => import('../calendar/CalendarPage')),
  'user-messages': lazy(() => import('../messages/MessagesPage')),
  reviews: lazy(() => import('../reviews/ReviewsPage')),
  notifications: lazy(() => import('../notifications/NotificationsPage')),
  'user-settings': lazy(() => import('../settings/SettingsPage')),
};

function Dashboard({ page, params, started }: Exposes['./Dashboard']) {
  const Page = PAGES[page];
  return (
    <DashboardLayout page={page}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Page params={params} started={started} />
      </Suspense>
    </DashboardLayout>
  );
}

export default reactParcel(Dashboard);
