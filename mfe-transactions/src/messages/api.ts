import { http, type Advert, type Booking, type BookingAction, type ChatRoom, type RoomPage } from '@marketplace/shared';
import type { ChatMessage } from '../common/chatMessage';

export type { ChatMessage, ChatRoom };

/** A page of the sidebar's rooms. */
export interface RoomList {
  data: ChatRoom[];
  has_more: boolean;
  open: ChatRoom | null;
}

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
  /** A page of the rooms (20), from the latest conversation or past room `before`; with room `open` when it is not on the page. */
  rooms(userId: number, search: string, { before, open }: { before?: number; open?: number } = {}): Promise<RoomList> {
    const query = new URLSearchParams({ search });
    if (before !== undefined) query.set('before', String(before));
    if (open !== undefined) query.set('room', String(open));
    return http.get<RoomList>(`api/user/${userId}/chat-rooms?${query.toString()}`);
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
