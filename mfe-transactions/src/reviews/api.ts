import { http, type Booking } from '@marketplace/shared';

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

/** The calls writing a review makes (listed in public-surface.ts); both are multipart forms (001 §7). */
export const reviewsApi = {
  async add(fields: Record<string, string>): Promise<void> {
    await http.post('api/add-review', form(fields));
  },
  async bookingByIdAndType(type: string, id: number, userId: number): Promise<Booking> {
    return (await http.post<{ data: Booking }>('api/booking-by-id-and-type', form({ type, id: String(id), user_id: String(userId) }))).data;
  },
};
