import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Booking } from '@marketplace/shared';
import { bookingOf } from '../booking/fixtures';
import { Messages } from './Messages';
import type { ChatMessage, ChatRoom, messagesApi } from './api';

const room: ChatRoom = {
  id: 5,
  property_id: 41,
  service_id: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  other_user_id: 9,
  other_user_name: 'Emily Carter',
  title: 'Semi-detached house',
  address: '1 High Street, Leeds',
  last_message: 'Is it free?',
  unread: 2,
};
const message = (id: number, text: string, from = 9): ChatMessage => ({
  id,
  chat_room_id: 5,
  from_user_id: from,
  to_user_id: from === 9 ? 3 : 9,
  message: text,
  message_type: 'text',
  booking_id: null,
  read_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

const roomList = (data: ChatRoom[], more = false, open: ChatRoom | null = null) => ({ data, has_more: more, open });

function fakeApi() {
  return {
    advertAddress: jest.fn(),
    rooms: jest.fn().mockResolvedValue(roomList([room])),
    room: jest.fn().mockResolvedValue({ data: [message(1, 'Hello'), message(2, 'Is it free?')], has_more: false }),
    markRead: jest.fn().mockResolvedValue(undefined),
    send: jest.fn().mockResolvedValue(message(3, 'Yes it is', 3)),
    changeBooking: jest.fn(),
  } satisfies Record<keyof typeof messagesApi, jest.Mock>;
}

let hear: ((message: ChatMessage) => void) | null = null;
const live = (_userId: number, listener: (message: ChatMessage) => void) => {
  hear = listener;
  return () => {
    hear = null;
  };
};

let catchUp: (() => void) | null = null;
const caughtUp = (_userId: number, listener: () => void) => {
  catchUp = listener;
  return () => {
    catchUp = null;
  };
};

describe('messages page', () => {
  it('after a gap in the live connection, fetches the conversation list and the open thread again, keeping what it shows', async () => {
    const api = fakeApi();
    await act(async () => {
      render(<Messages userId={3} chatRoomId={5} api={api} live={live} caughtUp={caughtUp} />);
    });
    const thread = () =>
      within(screen.getByRole('region', { name: 'Conversation with Emily Carter' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent);
    expect(thread()).toEqual(['Hello', 'Is it free?']);
    // Sent while the page's socket was reconnecting: never heard live.
    api.room.mockResolvedValue({ data: [message(2, 'Is it free?'), message(4, 'Still there?')], has_more: true });
    api.rooms.mockResolvedValue(roomList([{ ...room, last_message: 'Still there?', unread: 1 }]));
    await act(async () => {
      catchUp?.();
    });
    expect(api.rooms).toHaveBeenCalledTimes(2);
    expect(api.room).toHaveBeenCalledTimes(2);
    expect(thread()).toEqual(['Hello', 'Is it free?', 'Still there?']);
    expect(within(screen.getByRole('complementary', { name: 'Conversations' })).getByText('Still there?')).toBeTruthy();
    expect(api.markRead).toHaveBeenLastCalledWith(3, 5);
  });

  it('tells a person with no conversation how one starts, with no empty list beside it', async () => {
    const api = { ...fakeApi(), rooms: jest.fn().mockResolvedValue(roomList([])) };
    await act(async () => {
      render(<Messages userId={3} api={api} live={live} caughtUp={caughtUp} />);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a property' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('complementary', { name: 'Conversations' })).toBeNull();
    expect(screen.queryByText('Pick a conversation to read it.')).toBeNull();
  });

  it('lists the rooms, shows the open room oldest first, marks it read and answers into it', async () => {
    const api = fakeApi();
    await act(async () => {
      render(<Messages userId={3} chatRoomId={5} api={api} live={live} caughtUp={caughtUp} />);
    });
    const list = screen.getByRole('complementary', { name: 'Conversations' });
    expect(within(list).getByText('Emily Carter')).toBeTruthy();
    expect(within(list).getByText('Semi-detached house')).toBeTruthy();
    expect(within(list).getByText('Is it free?')).toBeTruthy();
    const conversation = screen.getByRole('region', { name: 'Conversation with Emily Carter' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Hello', 'Is it free?']);
    expect(api.markRead).toHaveBeenCalledWith(3, 5);
    expect(screen.queryByText('2 unread')).toBeNull();

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Yes it is' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(api.send).toHaveBeenCalledWith(3, {
      chat_room_id: 5,
      from_user_id: 3,
      to_user_id: 9,
      message: 'Yes it is',
      property_id: 41,
      service_id: null,
    });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Hello', 'Is it free?', 'Yes it is']);
  });

  it('shows a message that arrives live in the open room and marks it read', async () => {
    const api = fakeApi();
    await act(async () => {
      render(<Messages userId={3} chatRoomId={5} api={api} live={live} caughtUp={caughtUp} />);
    });
    api.markRead.mockClear();
    await act(async () => {
      hear?.(message(7, 'Can I view on Friday?'));
    });
    const conversation = screen.getByRole('region', { name: 'Conversation with Emily Carter' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Hello', 'Is it free?', 'Can I view on Friday?']);
    expect(api.markRead).toHaveBeenCalledWith(3, 5);
  });

  it('searches the rooms by what is typed', async () => {
    const api = fakeApi();
    await act(async () => {
      render(<Messages userId={3} api={api} live={live} caughtUp={caughtUp} />);
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Leeds' } });
    });
    expect(api.rooms).toHaveBeenLastCalledWith(3, 'Leeds', { open: undefined });
    expect(api.room).not.toHaveBeenCalled();
  });
});

describe('the conversations list', () => {
  const other = (id: number, name: string, minutes: number): ChatRoom => ({
    ...room,
    id,
    other_user_name: name,
    unread: 0,
    updated_at: new Date(Date.UTC(2026, 10, 20, 10, 0) - minutes * 60_000).toISOString(),
  });

  it('shows a page of rooms and the next on request, keeping those loaded when a message arrives', async () => {
    const first = [other(5, 'Emily Carter', 0), other(6, 'Harry Patel', 1)];
    const second = [other(7, 'Oliver Grant', 2)];
    const api = { ...fakeApi(), rooms: jest.fn().mockResolvedValueOnce(roomList(first, true)).mockResolvedValueOnce(roomList(second)) };
    await act(async () => {
      render(<Messages userId={3} api={api} live={live} caughtUp={caughtUp} />);
    });
    const names = () =>
      within(screen.getByRole('complementary', { name: 'Conversations' }))
        .getAllByRole('link')
        .map((a) => a.querySelector('span span span')?.textContent);
    expect(names()).toEqual(['Emily Carter', 'Harry Patel']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more conversations' })));
    expect(api.rooms).toHaveBeenLastCalledWith(3, '', { before: 6 });
    expect(names()).toEqual(['Emily Carter', 'Harry Patel', 'Oliver Grant']);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();

    // A new message in Harry's room: the first page again, Harry's room on top, Oliver's still listed.
    api.rooms.mockResolvedValueOnce(roomList([{ ...first[1]!, updated_at: '2026-11-20T10:05:00.000Z' }, first[0]!], true));
    await act(async () => hear?.(message(20, 'Still free?', 9)));
    expect(names()).toEqual(['Harry Patel', 'Emily Carter', 'Oliver Grant']);
  });

  it('opens a room further down the list than its first page, and answers into it', async () => {
    const far = other(40, 'Grace Okafor', 600);
    const api = { ...fakeApi(), rooms: jest.fn().mockResolvedValue(roomList([other(5, 'Emily Carter', 0)], true, far)) };
    await act(async () => {
      render(<Messages userId={3} chatRoomId={40} api={api} live={live} caughtUp={caughtUp} />);
    });
    expect(api.rooms).toHaveBeenCalledWith(3, '', { open: 40 });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Thank you' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Send/ })));
    expect(api.send).toHaveBeenCalledWith(3, expect.objectContaining({ chat_room_id: 40, to_user_id: 9, message: 'Thank you' }));
  });
});

describe('a booking request in the thread', () => {
  // The guest (9) asked for a stay at the host's (3) advert; the host is reading.
  const stay = bookingOf({
    id: 21,
    user_id: 9,
    host_id: 3,
    amount_due: 405,
    paid_amount: 405,
    date_start: '2099-03-20T15:00:00.000Z',
    date_end: '2099-03-22T11:00:00.000Z',
    expires_at: '2099-03-11T08:20:00.000Z',
  });
  const request: ChatMessage = {
    ...message(11, 'I have requested a reservation of "Canal-side rooms" from 20-03-2099 15:00 to 22-03-2099 11:00.'),
    message_type: 'request_reservation',
    booking_id: 21,
  };

  async function open(api = fakeApi()) {
    api.room.mockResolvedValue({ data: [request], has_more: false, bookings: [stay] });
    await act(async () => {
      render(<Messages userId={3} chatRoomId={5} api={api} live={live} caughtUp={caughtUp} />);
    });
    return api;
  }

  it('shows as a card with its dates, rooms, price and status; the host may accept or decline', async () => {
    await open();
    const card = screen.getByRole('article', { name: 'Reservation request: Canal-side rooms' });
    expect(within(card).getByText('Dates').nextElementSibling?.textContent).toBe('20-03-2099 15:00 to 22-03-2099 11:00');
    expect(within(card).getByText('Double room')).toBeTruthy();
    expect(within(card).getByText('£405.00')).toBeTruthy();
    expect(within(card).getByText('Paid')).toBeTruthy();
    expect(within(card).getByText('Paid £405.00: accept or decline by 11-03-2099 08:20.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('a decline asks first, takes the host’s message, and the card reads the booking as it then stands', async () => {
    const api = fakeApi();
    const declined: Booking = { ...stay, status: 'declined', refunded_amount: 405, status_note: 'We are closed that week.' };
    api.changeBooking.mockResolvedValue(declined);
    await open(api);
    const card = screen.getByRole('article', { name: 'Reservation request: Canal-side rooms' });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(dialog.textContent).toContain('What they paid goes back to them in full.');
    fireEvent.change(within(dialog).getByLabelText('Optional message'), { target: { value: 'We are closed that week.' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    });
    expect(api.changeBooking).toHaveBeenCalledWith(21, 'decline', 'We are closed that week.');
    expect(within(card).getByText('Refunded', { selector: '[data-status]' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('an accept asks first, naming the guest, the dates and the payout', async () => {
    const api = fakeApi();
    api.changeBooking.mockResolvedValue({ ...stay, status: 'accepted' });
    await open(api);
    const card = screen.getByRole('article', { name: 'Reservation request: Canal-side rooms' });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Accept this request?' });
    expect(dialog.textContent).toContain(
      "Emily Carter's stay from 20-03-2099 15:00 to 22-03-2099 11:00 is confirmed, and they are told in your conversation. Your payout: £405.00, already paid.",
    );
    expect(api.changeBooking).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    });
    expect(api.changeBooking).toHaveBeenCalledWith(21, 'accept', undefined);
  });

  it('a service request shows the provider where the job is and what it is', async () => {
    const api = fakeApi();
    const job = bookingOf({
      ...stay,
      booking_type: 'appoint',
      property_id: null,
      service_id: 4,
      date_end: null,
      rooms: [],
      service_user_address: '10 Downing Street, London',
      service_user_postcode: 'SW1A 2AA',
      service_user_job_description: 'The boiler loses pressure every night.',
    });
    api.room.mockResolvedValue({ data: [{ ...request, message_type: 'request_appointment' }], has_more: false, bookings: [job] });
    await act(async () => {
      render(<Messages userId={3} chatRoomId={5} api={api} live={live} caughtUp={caughtUp} />);
    });
    const card = screen.getByRole('article', { name: /^Service request/ });
    expect(within(card).getByText('Address').nextElementSibling?.textContent).toBe('10 Downing Street, London, SW1A 2AA');
    expect(within(card).getByText('Job').nextElementSibling?.textContent).toBe('The boiler loses pressure every night.');
  });

  it('a change the other party makes arrives live: a line in the thread, and the card follows', async () => {
    await open();
    await act(async () => {
      hear?.({
        ...message(12, 'I have cancelled my request.'),
        message_type: 'booking_cancelled',
        booking_id: 21,
        booking: { ...stay, status: 'cancelled' },
      });
    });
    const line = screen.getByText('Emily Carter cancelled the booking');
    expect(line.parentElement?.textContent).toContain('I have cancelled my request.');
    const card = screen.getByRole('article', { name: 'Reservation request: Canal-side rooms' });
    expect(within(card).getByText('Cancelled')).toBeTruthy();
  });
});
