import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Messages } from './Messages';
import type { ChatMessage, ChatRoom, messagesApi } from './api';

const room: ChatRoom = {
  id: 5,
  property_id: 41,
  service_id: null,
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
  read_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

function fakeApi() {
  return {
    advertAddress: jest.fn(),
    rooms: jest.fn().mockResolvedValue([room]),
    room: jest.fn().mockResolvedValue({ data: [message(1, 'Hello'), message(2, 'Is it free?')], has_more: false }),
    markRead: jest.fn().mockResolvedValue(undefined),
    send: jest.fn().mockResolvedValue(message(3, 'Yes it is', 3)),
  } satisfies Record<keyof typeof messagesApi, jest.Mock>;
}

let hear: ((message: ChatMessage) => void) | null = null;
const live = (_userId: number, listener: (message: ChatMessage) => void) => {
  hear = listener;
  return () => {
    hear = null;
  };
};

describe('messages page', () => {
  it('lists the rooms, shows the open room oldest first, marks it read and answers into it', async () => {
    const api = fakeApi();
    await act(async () => {
      render(<Messages userId={3} chatRoomId={5} api={api} live={live} />);
    });
    expect(screen.getByText('Emily Carter')).toBeTruthy();
    const conversation = screen.getByRole('region', { name: 'Conversation with Emily Carter' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Hello', 'Is it free?']);
    expect(api.markRead).toHaveBeenCalledWith(3, 5);
    expect(screen.queryByLabelText('2 unread')).toBeNull();

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
      render(<Messages userId={3} chatRoomId={5} api={api} live={live} />);
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
      render(<Messages userId={3} api={api} live={live} />);
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Leeds' } });
    });
    expect(api.rooms).toHaveBeenLastCalledWith(3, 'Leeds');
    expect(api.room).not.toHaveBeenCalled();
  });
});
