import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { authFeature } from './auth/index.ts';
import { realtimeFeature } from './realtime/index.ts';
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
import { messagesFeature } from './messages/index.ts';
import { notificationsFeature } from './notifications/index.ts';
import { releaseHealthFeature } from './releasehealth/index.ts';
import { releasesFeature } from './release-console/index.ts';
import { draftsFeature } from './drafts/index.ts';
import { addReviewFeature } from './reviews/add.ts';
import { savedSearchesFeature } from './alerts/saved-searches.ts';
import { alertsFeature } from './alerts/index.ts';

/**
 * The API's features, each a function that registers its routes. Grouped as the remotes are.
 * Add a feature by appending it here.
 */
export const features: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void> | void> = [
  authFeature,
  realtimeFeature,
  geocodingFeature,
  storageFeature,
  catalogueFeature,
  discoveryFeature,
  reviewsFeature,
  reportFeature,
  mapdataFeature,
  favouritesFeature,
  bookingsFeature,
  paymentsFeature,
  dashboardFeature,
  supplyFeature,
  messagesFeature,
  notificationsFeature,
  releaseHealthFeature,
  releasesFeature,
  draftsFeature,
  addReviewFeature,
  savedSearchesFeature,
  alertsFeature,
];
