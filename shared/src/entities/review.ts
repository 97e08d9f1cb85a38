import type { StoredImage } from './common';
import type { Address, Contact } from './user';

export type ReviewType = 'neighbourhood' | 'host' | 'service' | 'guest';

/** A person as review cards show them: the name ('Anonymous' when unknown) and picture, nothing more. */
export interface ReviewPerson {
  id?: number;
  contact?: Pick<Contact, 'name'> | null;
  documents_user_images?: StoredImage | null;
}

/** The address parts a review sends of the property reviewed. */
export type ReviewAddress = Partial<Pick<Address, 'id' | 'street' | 'line_1' | 'city' | 'county' | 'postcode' | 'full_address'>>;

interface ReviewBase {
  id: number;
  created_at: string;
  review_text: string | null;
  /** The reviewer; a neighbourhood review without one names them 'Anonymous'. */
  user?: ReviewPerson | null;
}

export interface NeighbourhoodReview extends ReviewBase {
  /** The reviewed neighbourhood's address, as the reviewer wrote it. */
  address: string;
  latitude?: number;
  longitude?: number;
  /** Miles from the centre of the search. */
  distance_miles?: number;
  review_amenities: number;
  review_crime: number;
  review_community: number;
  review_location: number;
  /** The mean of the criteria to one decimal. */
  rating?: number;
}

export interface HostReview extends ReviewBase {
  review_communication: number;
  review_cleanliness: number;
  review_location: number;
  review_value: number;
  property_id?: number;
  booking_id?: number;
  /** The host reviewed. */
  host?: ReviewPerson | null;
  booking?: {
    id?: number;
    date_start?: string | null;
    date_end?: string | null;
    property?: HostReviewProperty | null;
  } | null;
  /** The same property as `booking.property`. */
  property?: HostReviewProperty | null;
  rating?: number;
}

export interface HostReviewProperty {
  id?: number;
  property_title?: string | null;
  address?: ReviewAddress | null;
  contact?: Pick<Contact, 'name'> | null;
}

export interface ServiceReview extends ReviewBase {
  review_communication: number;
  review_professionalism: number;
  review_value: number;
  service_id?: number;
  booking?: {
    id?: number;
    date_start?: string | null;
    /** The service provider. */
    host?: ReviewPerson | null;
    service?: {
      id?: number;
      service_title?: string | null;
      service_type_occupation_id?: number;
      contact?: Pick<Contact, 'name'> | null;
      occupation?: { id?: number; type: string } | null;
    } | null;
  } | null;
  rating?: number;
}

export interface GuestReview extends ReviewBase {
  review_star: number;
  booking_id?: number;
  booking?: {
    id?: number;
    date_start?: string | null;
    date_end?: string | null;
    guest?: ReviewPerson | null;
    property?: { id?: number; contact?: Pick<Contact, 'name'> | null } | null;
  } | null;
  property?: {
    id?: number | null;
    property_title?: string | null;
    address?: ReviewAddress | null;
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
