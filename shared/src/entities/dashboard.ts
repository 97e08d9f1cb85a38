/** The periods the statistics chart offers, in days. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** How an advert or service stands in the portfolio. */
export type ListingStatus = 'published' | 'unpublished';
