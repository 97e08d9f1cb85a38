import { act, fireEvent, render, screen } from '@testing-library/react';
import { setNavigator, type Notification } from '@marketplace/shared';
import { NotificationList } from './NotificationList';

const note = (id: string, data: Partial<Notification['data']>): Notification => ({
  id,
  type: 'message',
  read_at: null,
  created_at: '2026-11-20T10:00:00Z',
  data: { message: `Note ${id}`, url: '/dashboard-user-messages', chat_room_id: 4, notification_id: id, ...data },
});

describe('notification list', () => {
  it("says 'No notifications' when empty", () => {
    render(<NotificationList notifications={[]} markRead={jest.fn()} />);
    expect(screen.getByText('No notifications')).toBeTruthy();
  });

  it('marks read then goes to the room; without a room it only goes to the url', async () => {
    const went: string[] = [];
    const restore = setNavigator((to) => went.push(to));
    const markRead = jest.fn().mockResolvedValue(undefined);
    render(
      <NotificationList
        notifications={[note('a', {}), note('b', { chat_room_id: null, url: '/dashboard-bookings' })]}
        markRead={markRead}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Note a/ }));
      fireEvent.click(screen.getByRole('button', { name: /Note b/ }));
    });
    expect(markRead.mock.calls).toEqual([['a']]);
    // The room's link waits for its mark-read, so it may come second.
    expect(went.sort()).toEqual(['/dashboard-bookings', '/dashboard-user-messages/4']);
    restore();
  });
});

test('an unread notification says it is new; a read one does not', () => {
  render(<NotificationList notifications={[note('a', {}), { ...note('b', {}), read_at: '2026-11-20T11:00:00Z' }]} markRead={jest.fn()} />);
  expect(screen.getByRole('button', { name: /^Note a .*, new$/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: /^Note b [\d:-]+$/ })).toBeTruthy();
});
