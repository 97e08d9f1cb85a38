import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.ts';
import { authFeature, type SignedInFeature } from './auth/index.ts';
import { realtimeFeature } from './realtime/index.ts';
import { broadcastingFeature } from './broadcasting/index.ts';
import { geocodingFeature } from './geocoding/index.ts';
import { storageFeature } from './storage/index.ts';
import { catalogueFeature } from './catalogue/index.ts';
import { discoveryFeature } from './discovery/index.ts';
import { reviewsFeature } from './reviews/index.ts';
import { reportFeature } from './report/index.ts';
import { mapdataFeature } from './mapdata/index.ts';
import { favouritesFeature } from './favourites/index.ts';
import { bookingsFeature } from './bookings/index.ts';
import { paymentsFeature } from './payments/index.ts';
import { dashboardFeature } from './dashboard/index.ts';
import { supplyFeature } from './supply/index.ts';
import { supplyLookupsFeature } from './supply/lookups.ts';
import { messagesFeature } from './messages/index.ts';
import { notificationsFeature } from './notifications/index.ts';
import { releaseHealthFeature } from './releasehealth/index.ts';
import { releasesFeature } from './release-console/index.ts';
import { draftsFeature } from './drafts/index.ts';
import { addReviewFeature } from './reviews/add.ts';
import { savedSearchesFeature } from './alerts/saved-searches.ts';
import { alertsFeature } from './alerts/index.ts';
import { calendarSyncFeature, stayCalendarFeature } from './stays/index.ts';
import { enquiriesFeature } from './enquiries/index.ts';

/** A feature of the API: a Fastify plugin given the app's context as its options. */
export type Feature = FastifyPluginAsync<AppContext>;

/**
 * The API's features, each a Fastify plugin registering its routes in its own encapsulated context
 * (its hooks and parsers stay its own; sessions alone are seen by all). Grouped as the remotes are.
 * Add a feature by appending it here, or to `signedInFeatures` when every route of it is for a
 * signed-in user.
 */
export const features: Feature[] = [
  authFeature,
  realtimeFeature,
  broadcastingFeature,
  geocodingFeature,
  storageFeature,
  catalogueFeature,
  discoveryFeature,
  reviewsFeature,
  mapdataFeature,
  paymentsFeature,
  supplyLookupsFeature,
  releaseHealthFeature,
  alertsFeature,
  stayCalendarFeature,
  enquiriesFeature,
];

/**
 * Registered in one authenticated scope (auth's signedInScope): a visitor gets 401 from every route of
 * them, and their routes' requests carry the signed-in user's id (`request.userId`), typed there only.
 */
export const signedInFeatures: SignedInFeature[] = [
  reportFeature,
  favouritesFeature,
  bookingsFeature,
  dashboardFeature,
  supplyFeature,
  messagesFeature,
  notificationsFeature,
  releasesFeature,
  draftsFeature,
  addReviewFeature,
  savedSearchesFeature,
  calendarSyncFeature,
];
