import type { Flag, StoredImage, TypeRef } from './common';
import type { Address, AdvertContact } from './user';

/** A database notification (Laravel's shape: the id is a UUID). */
export interface Notification {
  id: string;
  data: { message: string; url: string | null; chat_room_id: number | string | null; notification_id: string | null };
  created_at: string;
  read_at?: string | null;
}

/** A saved form draft (001 §3, 002 3.9). */
export interface Draft {
  id: number;
  user_id: number;
  type: string;
  title: string;
  title_original?: string | null;
  data: Record<string, unknown>;
  overwrite?: boolean;
  overwrite_id?: number | null;
}

/** A service provider's advert as GET api/services/{id} and services-list send it. */
export interface Service {
  id: number;
  user_id: number;
  user: { id: number; documents_user_images: StoredImage | null } | null;
  service_title: string | null;
  /** HTML written by the provider; only GET api/services/{id} sends it. */
  service_description?: string | null;
  price: number | null;
  created_at: string;
  latitude: number | null;
  longitude: number | null;
  service_type_occupation_id: number;
  occupation: TypeRef | null;
  service_payment_type_id: number;
  service_payment_type: TypeRef | null;
  /** 'HH:mm' in UTC; both null means flexible hours. */
  working_hours_from: string | null;
  working_hours_to: string | null;
  is_published: Flag;
  address: Address | null;
  /** Ids of the provider's display settings that are on (CONTACT_SETTINGS). */
  settings: number[];
  contact: AdvertContact | null;
  /** How many service reviews and their mean rating (null without reviews). */
  reviews: { count: number; rating: number | null } | null;
  /** Its photos in the provider's order; only GET api/services/{id} sends them. */
  documents_service_images?: StoredImage[];
}

/** A provider's pin as api/services-map sends it: where it stands and what its popup shows. */
export interface ServicePin {
  id: number;
  latitude: number | null;
  longitude: number | null;
  service_title: string | null;
  occupation: string | null;
  price: number | null;
  payment_type: string | null;
  city: string | null;
  postcode: string | null;
}

/** The pins of api/services-map by field, one list per field in the list's order, as adverts' MapPinColumns. */
export type ServicePinColumns = { [K in keyof ServicePin]: Array<ServicePin[K]> };

/** Picked rooms keyed 'room_{id}' to a quantity. */
export type PickedRooms = Record<`room_${number}`, number>;

/** The booking dialog's form (001 §3). */
export interface BookingForm {
  date_range: { start: string | null; end: string | null } | null;
  single_start_date: string | null;
  /** 'DD-MM-YYYY HH:mm' */
  date_start: string | null;
  /** 'DD-MM-YYYY HH:mm' */
  date_end: string | null;
  guests: number | null;
  pets: number | null;
  picked_room: PickedRooms;
  service_user_address: string | null;
  service_user_postcode: string | null;
  service_user_job_description: string | null;
  price: number | null;
}

/** A chat message; message_type marks booking requests. */
export interface ChatMessage {
  id?: number;
  chat_room_id: number;
  from_user_id: number;
  to_user_id: number;
  message: string;
  property_id?: number | null;
  service_id?: number | null;
  message_type?: 'request_viewing' | 'request_reservation' | 'request_appointment' | null;
  created_at?: string;
}

/** Raise Issue form. */
export interface Issue {
  booking_id: number;
  issue_option?: string | null;
  issue_message?: string | null;
}
