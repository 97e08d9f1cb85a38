import { http, type Advert, type Booking, type BookingAction, type ChatRoom, type RoomPage } from '@marketplace/shared';
import type { ChatMessage } from '../common/chatMessage';

export type { ChatMessage, ChatRoom };

export interface SendMessage {
  chat_room_id: number | null;
  from_user_id: number;
  to_user_id: number;
  message: string;
  property_id: number | null;
  service_id: number | null;
}

/** The calls private messages make (listed in public-surface.ts). */
export const messagesApi = {
  async advertAddress(id: number): Promise<string | null> {
    return (await http.get<{ data: Advert }>(`api/properties/${id}`)).data.address?.full_address ?? null;
  },
  async send(userId: number, body: SendMessage): Promise<ChatMessage> {
    const path = `api/user/${userId}/messages/new/${body.chat_room_id ?? 'null'}`;
    return (await http.post<{ data: ChatMessage }>(path, { ...body, message_type: 'text' })).data;
  },
  async rooms(userId: number, search: string): Promise<ChatRoom[]> {
    return (await http.get<{ data: ChatRoom[] }>(`api/user/${userId}/chat-rooms?search=${encodeURIComponent(search)}`)).data;
  },
  room(userId: number, roomId: number, before?: number): Promise<RoomPage> {
    return http.get<RoomPage>(`api/user/${userId}/chat-rooms/${roomId}/messages${before ? `?before=${before}` : ''}`);
  },
  async markRead(userId: number, roomId: number): Promise<void> {
    await http.post(`api/user/${userId}/chat-rooms/${roomId}/read`, {});
  },
  /** Accept, decline or cancel a booking from its request card, with the confirmation dialog's optional message. */
  async changeBooking(bookingId: number, action: BookingAction, message?: string): Promise<Booking> {
    return (await http.post<{ data: Booking }>(`api/bookings/${bookingId}/status`, { action, ...(message && { message }) })).data;
  },
};
