import type { StoredImage } from './common';
import type { Address, Contact } from './user';

export type ReviewType = 'neighbourhood' | 'host' | 'service' | 'guest';

interface ReviewBase {
  id: number;
  created_at: string;
  review_text: string | null;
  /** The reviewer; absent for anonymous reviews. */
  user?: { id?: number; contact?: Pick<Contact, 'name'> | null } | null;
}

export interface NeighbourhoodReview extends ReviewBase {
  address?: Partial<Address> | null;
  review_amenities: number;
  review_crime: number;
  review_community: number;
  review_location: number;
}

export interface HostReview extends ReviewBase {
  review_communication: number;
  review_cleanliness: number;
  review_location: number;
  review_value: number;
  booking?: {
    host?: { contact?: Pick<Contact, 'name'> | null; documents_user_images?: StoredImage | null } | null;
    property?: { contact?: Pick<Contact, 'name'> | null; address?: Partial<Address> | null } | null;
  } | null;
}

export interface ServiceReview extends ReviewBase {
  review_communication: number;
  review_professionalism: number;
  review_value: number;
  booking?: {
    host?: { documents_user_images?: StoredImage | null } | null;
    service?: { contact?: Pick<Contact, 'name'> | null; occupation?: { type: string } | null } | null;
  } | null;
}

export interface GuestReview extends ReviewBase {
  review_star: number;
  booking?: {
    guest?: { documents_user_images?: StoredImage | null } | null;
    property?: { contact?: Pick<Contact, 'name'> | null } | null;
  } | null;
  property?: {
    address?: Pick<Partial<Address>, 'street' | 'city' | 'county' | 'postcode'> | null;
    documents_property_images?: StoredImage[];
  } | null;
}

export interface ReviewByType {
  neighbourhood: NeighbourhoodReview;
  host: HostReview;
  service: ServiceReview;
  guest: GuestReview;
}
export type Review = ReviewByType[ReviewType];

/** What the add-review form sends: the criteria of its kind (0 to 5) and an optional text (max 300). */
export interface ReviewForm {
  review_communication?: number;
  review_cleanliness?: number;
  review_location?: number;
  review_value?: number;
  review_amenities?: number;
  review_crime?: number;
  review_community?: number;
  review_professionalism?: number;
  review_star?: number;
  review_text?: string;
}
