import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_catalogue.ts';
import * as m0003 from './0003_adverts.ts';
import * as m0004 from './0004_services_reviews.ts';
import * as m0005 from './0005_session_remember.ts';
import * as m0006 from './0006_favourites.ts';
import * as m0007 from './0007_app_secrets.ts';
import * as m0008 from './0008_bookings.ts';
import * as m0009 from './0009_messages.ts';
import * as m0011 from './0011_advert_views.ts';
import * as m0012 from './0012_drafts_review_once.ts';
import * as m0013 from './0013_service_images.ts';
import * as m0014 from './0014_dashboard_indexes.ts';
import * as m0016 from './0016_remote_failures.ts';
import * as m0030 from './0030_booking_money.ts';
import * as m0050 from './0050_rate_limits.ts';
import * as m0060 from './0060_release_managers.ts';
import * as m0061 from './0061_release_health_page_loads.ts';
import * as m0090 from './0090_new_build.ts';
import * as m0100 from './0100_saved_searches.ts';
import * as m0101 from './0101_alerts.ts';
import * as m0102 from './0102_price_history.ts';
import * as m0103 from './0103_alert_matching_columns.ts';
import * as m0104 from './0104_alert_queue.ts';
import * as m0360 from './0360_shortlist.ts';

/** Versioned migrations, applied in key order. Append; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_catalogue': m0002,
  '0003_adverts': m0003,
  '0004_services_reviews': m0004,
  '0005_session_remember': m0005,
  '0006_favourites': m0006,
  '0007_app_secrets': m0007,
  '0008_bookings': m0008,
  '0009_messages': m0009,
  '0011_advert_views': m0011,
  '0012_drafts_review_once': m0012,
  '0013_service_images': m0013,
  '0014_dashboard_indexes': m0014,
  '0016_remote_failures': m0016,
  '0030_booking_money': m0030,
  '0050_rate_limits': m0050,
  '0060_release_managers': m0060,
  '0061_release_health_page_loads': m0061,
  '0090_new_build': m0090,
  '0100_saved_searches': m0100,
  '0101_alerts': m0101,
  '0102_price_history': m0102,
  '0103_alert_matching_columns': m0103,
  '0104_alert_queue': m0104,
  '0360_shortlist': m0360,
};
