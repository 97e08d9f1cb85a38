import type { Notification } from '@marketplace/shared';
import { marksReadOnClick, notificationTarget } from './rules';

const note = (data: Partial<Notification['data']>): Notification => ({
  id: 'a1',
  type: 'message',
  read_at: null,
  created_at: '2026-11-20T10:00:00Z',
  data: { message: 'Hi', url: '/dashboard-user-messages', chat_room_id: 4, notification_id: 'a1', ...data },
});

describe('notification rules', () => {
  it('marks read on click only with url and chat room, and links to url/room', () => {
    expect(marksReadOnClick(note({}))).toBe(true);
    expect(marksReadOnClick(note({ chat_room_id: null }))).toBe(false);
    expect(marksReadOnClick(note({ url: null }))).toBe(false);
    expect(notificationTarget(note({}))).toBe('/dashboard-user-messages/4');
    expect(notificationTarget(note({ chat_room_id: null, url: '/dashboard-bookings' }))).toBe('/dashboard-bookings');
  });
});
