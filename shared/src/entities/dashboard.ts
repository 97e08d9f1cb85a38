import type { Address } from './user';

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

/** GET api/user/settings: the signed-in user's profile, contact details and what adverts show of them. */
export interface UserSettings {
  email: string;
  is_host: boolean;
  photo: string | null;
  contact: {
    name: string | null;
    company_name: string | null;
    landing_prefix: string | null;
    landing: string | null;
    mobile_prefix: string | null;
    mobile: string | null;
    email: string | null;
    address: string | null;
    /** The same address in its parts when it has them (placed on the map): a new listing's contact starts from it. */
    address_parts: Pick<
      Address,
      'line_1' | 'line_2' | 'street' | 'city' | 'county' | 'postcode' | 'country' | 'latitude' | 'longitude'
    > | null;
  };
  /** Shown (true) or hidden, by setting id 1 to 5. */
  visibility: Record<'1' | '2' | '3' | '4' | '5', boolean>;
}
