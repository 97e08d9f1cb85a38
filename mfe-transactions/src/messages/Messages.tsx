import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  AppLink,
  Button,
  ButtonLink,
  EmptyState,
  notificationTime,
  StatusChip,
  type Booking,
  type BookingAction,
} from '@marketplace/shared';
import { onCatchUp, onChatMessage } from '../common/live';
import { messagesApi, type ChatMessage, type ChatRoom } from './api';
import { PrivateMessageForm } from './PrivateMessageForm';
import { RequestCard } from './RequestCard';
import * as styles from './messages.module.css';

interface Props {
  userId: number;
  chatRoomId?: number;
  api?: typeof messagesApi;
  /** Subscribes to live chat messages; returns the unsubscribe. */
  live?: typeof onChatMessage;
  /** Hears that the live connection came back after a gap; returns the unsubscribe. */
  caughtUp?: typeof onCatchUp;
}

/** What each change of a booking reads as in the thread, said by who made it ('You' or the other person). */
const EVENT: Record<string, (who: string) => string> = {
  booking_accepted: (who) => `${who} accepted the request`,
  booking_declined: (who) => `${who} declined the request`,
  booking_cancelled: (who) => `${who} cancelled the booking`,
  booking_expired: () => 'The request expired',
  booking_paid: (who) => `${who} paid`,
  booking_refunded: () => 'Refund',
};

/** When a message was sent: the time today, the date before (as notifications show it). */
const Stamp = ({ at }: { at: string }) => (
  <time className={styles.time} dateTime={at}>
    {notificationTime(at)}
  </time>
);

const isRequest = (m: ChatMessage) => m.message_type?.startsWith('request_') ?? false;
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * /dashboard-user-messages/{chat_room_id?}: the open room beside the 250 px conversation list with its
 * search box (001 §2 Chat). A booking request is a card in its thread, kept as the booking now stands;
 * each change of the booking is a line there, and both arrive live. On a phone the list and the room
 * are one screen each, as in Airbnb's inbox.
 */
/** Whether room `a` comes after room `b` in the list (the latest conversation first). */
const isOlder = (a: ChatRoom, b: ChatRoom) => a.updated_at < b.updated_at || (a.updated_at === b.updated_at && a.id < b.id);

export function Messages({ userId, chatRoomId, api = messagesApi, live = onChatMessage, caughtUp = onCatchUp }: Props) {
  const [search, setSearch] = useState('');
  // The sidebar loads a page of rooms at a time (`more`: some follow the last one loaded); the open room
  // comes with the first page when it is further down.
  const [listed, setListed] = useState<{ rooms: ChatRoom[]; more: boolean }>({ rooms: [], more: false });
  const shown = useRef(listed);
  const show = useCallback((next: { rooms: ChatRoom[]; more: boolean }) => {
    shown.current = next;
    setListed(next);
  }, []);
  const rooms = listed.rooms;
  const setRooms = useCallback(
    (change: (list: ChatRoom[]) => ChatRoom[]) => show({ ...shown.current, rooms: change(shown.current.rooms) }),
    [show],
  );
  const [roomsLoaded, setRoomsLoaded] = useState(false);
  const [openRoom, setOpenRoom] = useState<ChatRoom | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [bookings, setBookings] = useState<Record<number, Booking>>({});
  const [hasMore, setHasMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const keepBookings = useCallback((list: Booking[]) => {
    if (list.length) setBookings((known) => ({ ...known, ...Object.fromEntries(list.map((b) => [b.id, b])) }));
  }, []);

  // The first page again (a new message moves its room to the top): rooms loaded further down stay.
  const loadRooms = useCallback(async () => {
    try {
      const page = await api.rooms(userId, search, { open: chatRoomId });
      const fresh = new Set(page.data.map((r) => r.id));
      const oldest = page.data.at(-1);
      const below = page.has_more && oldest ? shown.current.rooms.filter((r) => !fresh.has(r.id) && isOlder(r, oldest)) : [];
      show({ rooms: [...page.data, ...below], more: below.length ? shown.current.more : page.has_more });
      setOpenRoom(page.open);
      setRoomsLoaded(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }, [api, userId, search, chatRoomId, show]);

  const loadMoreRooms = async () => {
    const known = shown.current.rooms;
    const last = known.at(-1);
    if (!last) return;
    try {
      const page = await api.rooms(userId, search, { before: last.id });
      show({ rooms: [...known, ...page.data.filter((r) => !known.some((k) => k.id === r.id))], more: page.has_more });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  useEffect(() => {
    void loadRooms();
  }, [loadRooms]);

  /**
   * The open room's newest page. On opening it replaces the thread; read again after a gap in the live
   * connection it adds what came meanwhile to the thread already shown (older pages loaded stay).
   */
  const loadRoom = useCallback(
    async (current: () => boolean, fresh: boolean) => {
      if (chatRoomId === undefined) return;
      try {
        const page = await api.room(userId, chatRoomId);
        if (!current()) return;
        setMessages((list) =>
          fresh ? page.data : [...list, ...page.data.filter((m) => !list.some((known) => known.id === m.id))].sort((a, b) => a.id - b.id),
        );
        if (fresh) setHasMore(page.has_more);
        keepBookings(page.bookings ?? []);
        // What is shown is read.
        await api.markRead(userId, chatRoomId);
        if (current()) setRooms((list) => list.map((r) => (r.id === chatRoomId ? { ...r, unread: 0 } : r)));
      } catch (error) {
        if (current()) setFailure(error instanceof Error ? error.message : String(error));
      }
    },
    [api, userId, chatRoomId, keepBookings, setRooms],
  );

  useEffect(() => {
    let current = true;
    void loadRoom(() => current, true);
    return () => {
      current = false;
    };
  }, [loadRoom]);

  useEffect(
    () =>
      caughtUp(userId, () => {
        void loadRooms();
        void loadRoom(() => true, false);
      }),
    [caughtUp, userId, loadRooms, loadRoom],
  );

  useEffect(
    () =>
      live(userId, (message) => {
        // A booking's change comes with the booking as it now stands: its card changes in place.
        if (message.booking) keepBookings([message.booking]);
        if (message.chat_room_id === chatRoomId) {
          // My own sends arrive here too: each message is shown once.
          setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
          if (message.to_user_id === userId) api.markRead(userId, message.chat_room_id).catch(() => undefined);
        }
        void loadRooms();
      }),
    [live, api, userId, chatRoomId, loadRooms, keepBookings],
  );

  // The newest message in view, on opening a room and as messages arrive: inside the thread's own
  // scroll box on a wide screen, the page on a phone.
  const newest = messages.at(-1)?.id;
  useLayoutEffect(() => {
    scroller.current?.querySelector('ol > li:last-child')?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  const loadOlder = async () => {
    const oldest = messages[0];
    if (chatRoomId === undefined || !oldest) return;
    const page = await api.room(userId, chatRoomId, oldest.id);
    setMessages((list) => [...page.data, ...list]);
    setHasMore(page.has_more);
    keepBookings(page.bookings ?? []);
  };

  const room = rooms.find((r) => r.id === chatRoomId) ?? (openRoom?.id === chatRoomId ? openRoom : undefined);
  const send = async (text: string) => {
    if (!room) return;
    const sent = await api.send(userId, {
      chat_room_id: room.id,
      from_user_id: userId,
      to_user_id: room.other_user_id,
      message: text,
      property_id: room.property_id,
      service_id: room.service_id,
    });
    setMessages((list) => (list.some((m) => m.id === sent.id) ? list : [...list, sent]));
    setRooms((list) => list.map((r) => (r.id === room.id ? { ...r, last_message: sent.message } : r)));
  };
  const changeBooking = async (bookingId: number, action: BookingAction, note?: string) => {
    try {
      keepBookings([await api.changeBooking(bookingId, action, note)]);
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const other = room?.other_user_name ?? 'them';
  const entry = (m: ChatMessage) => {
    const booking = m.booking_id ? bookings[m.booking_id] : undefined;
    if (isRequest(m) && booking) {
      return (
        <li key={m.id} className={styles.cardRow}>
          <RequestCard
            booking={booking}
            text={m.message}
            userId={userId}
            otherName={other}
            change={(action, note) => changeBooking(booking.id, action, note)}
          />
          <Stamp at={m.created_at} />
        </li>
      );
    }
    const event = m.message_type ? EVENT[m.message_type] : undefined;
    if (event) {
      return (
        <li key={m.id} className={styles.event} data-message-type={m.message_type} data-booking={m.booking_id ?? undefined}>
          <strong>{event(m.from_user_id === userId ? 'You' : other)}</strong>
          <span className={styles.text}>{m.message}</span>
          <Stamp at={m.created_at} />
        </li>
      );
    }
    return (
      <li key={m.id} className={m.from_user_id === userId ? styles.mine : styles.theirs}>
        <span className={styles.text}>{m.message}</span>
        <Stamp at={m.created_at} />
      </li>
    );
  };

  // A person with no conversation at all is told how one starts, in the room's place, with no list beside it.
  const none = roomsLoaded && rooms.length === 0 && !search && chatRoomId === undefined;
  const layout = [styles.layout, chatRoomId !== undefined && styles.roomOpen, none && styles.noRooms].filter(Boolean).join(' ');

  return (
    <div className={layout}>
      <section className={styles.room} aria-label={room ? `Conversation with ${room.other_user_name}` : 'Conversation'}>
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        {none ? (
          <EmptyState
            title="No conversations yet"
            headingLevel={2}
            action={
              <ButtonLink variant="primary" to="/">
                Find a property
              </ButtonLink>
            }
          >
            Message an advertiser from their advert&apos;s page. Your booking requests, and requests for your adverts, are kept here with
            their replies.
          </EmptyState>
        ) : chatRoomId === undefined ? (
          <EmptyState title="Pick a conversation to read it.">Requests for your adverts and your own requests are here too.</EmptyState>
        ) : (
          <>
            <div className={styles.roomHead}>
              <AppLink className={styles.back} to="/dashboard-user-messages">
                All conversations
              </AppLink>
              {room ? (
                <p className={styles.roomTitle}>
                  <strong>{room.other_user_name}</strong>
                  <span className={styles.muted}>{room.title ?? room.address}</span>
                </p>
              ) : null}
            </div>
            <div
              ref={scroller}
              className={styles.messages}
              onScroll={(event) => {
                if (hasMore && event.currentTarget.scrollTop === 0) void loadOlder();
              }}
            >
              {hasMore && (
                <button type="button" onClick={() => void loadOlder()}>
                  Load older messages
                </button>
              )}
              <ol className={styles.list}>{messages.map(entry)}</ol>
            </div>
            {room && <PrivateMessageForm label="Your message" initialText="" send={send} />}
          </>
        )}
      </section>
      <aside className={styles.sidebar} aria-label="Conversations" hidden={none}>
        <label className={styles.search}>
          Search
          <input
            type="search"
            className="ui-input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Names and adverts"
          />
        </label>
        {roomsLoaded && rooms.length === 0 && search ? <p className={styles.muted}>No conversation matches.</p> : null}
        <ul className={styles.rooms}>
          {rooms.map((r) => (
            <li key={r.id}>
              <AppLink
                className={r.unread > 0 ? `${styles.roomLink} ${styles.unread}` : styles.roomLink}
                to={`/dashboard-user-messages/${r.id}`}
                aria-current={r.id === chatRoomId ? 'page' : undefined}
              >
                <span className={styles.avatar} aria-hidden="true">
                  {initials(r.other_user_name)}
                </span>
                <span className={styles.roomText}>
                  <span className={styles.roomTop}>
                    <span className={styles.name}>{r.other_user_name}</span>
                    {r.unread > 0 ? <StatusChip tone="info">{r.unread} unread</StatusChip> : null}
                  </span>
                  <span className={styles.advert}>{r.title ?? r.address}</span>
                  <span className={styles.last}>{r.last_message}</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
        {listed.more && (
          <Button size="small" onClick={() => void loadMoreRooms()}>
            Show more conversations
          </Button>
        )}
      </aside>
    </div>
  );
}
