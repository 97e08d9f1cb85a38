/** The periods the statistics chart offers, in days. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** How an advert or service stands in the portfolio. */
export type ListingStatus = 'published' | 'unpublished';

/** Contact items an advertiser may show on adverts (setting ids of user_settings). */
export const CONTACT_VISIBILITY = [
  { id: 1, label: 'Company name' },
  { id: 2, label: 'Address' },
  { id: 3, label: 'Mobile' },
  { id: 4, label: 'Landline' },
  { id: 5, label: 'Email' },
] as const;
