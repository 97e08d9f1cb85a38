import { lazy, Suspense, type ComponentType } from 'react';
import { reactParcel, type DashboardPage } from '@marketplace/shared';
import { DashboardLayout } from '../layout/DashboardLayout';
import type { PageProps } from '../layout/dashboardPages';
import type { Exposes } from '../public-surface';

// Each page is its own chunk: opening the dashboard downloads the layout and the page shown only.
const PAGES: Record<DashboardPage, ComponentType<PageProps>> = {
  statistics: lazy(() => import('../statistics/StatisticsPage')),
  portfolio: lazy(() => import('../listings/PortfolioPage')),
  services: lazy(() => import('../listings/ServicesPage')),
  bookings: lazy(() => import('../bookings/BookingsPage')),
  trips: lazy(() => import('../bookings/TripsPage')),
  'saved-searches': lazy(() => import('../savedSearches/SavedSearchesPage')),
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
