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

/** Raise Issue form. */
export interface Issue {
  booking_id: number;
  issue_option?: string | null;
  issue_message?: string | null;
}
