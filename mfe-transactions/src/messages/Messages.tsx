import { useCallback, useEffect, useState } from 'react';
import { AppLink } from '@marketplace/shared';
import { onChatMessage } from '../notifications/live';
import { messagesApi, type ChatMessage, type ChatRoom } from './api';
import { PrivateMessageForm } from './PrivateMessageForm';
import * as styles from './messages.module.css';

interface Props {
  userId: number;
  chatRoomId?: number;
  api?: typeof messagesApi;
  /** Subscribes to live chat messages; returns the unsubscribe. */
  live?: typeof onChatMessage;
}

/** /dashboard-user-messages/{chat_room_id?}: the open room beside the 250 px rooms sidebar with its search box. */
export function Messages({ userId, chatRoomId, api = messagesApi, live = onChatMessage }: Props) {
  const [search, setSearch] = useState('');
  const [rooms, setRooms] = useState<ChatRoom[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const loadRooms = useCallback(async () => {
    try {
      setRooms(await api.rooms(userId, search));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }, [api, userId, search]);

  useEffect(() => {
    void loadRooms();
  }, [loadRooms]);

  useEffect(() => {
    if (chatRoomId === undefined) return;
    let current = true;
    void (async () => {
      try {
        const page = await api.room(userId, chatRoomId);
        if (!current) return;
        setMessages(page.data);
        setHasMore(page.has_more);
        // What is shown is read.
        await api.markRead(userId, chatRoomId);
        if (current) setRooms((list) => list.map((r) => (r.id === chatRoomId ? { ...r, unread: 0 } : r)));
      } catch (error) {
        if (current) setFailure(error instanceof Error ? error.message : String(error));
      }
    })();
    return () => {
      current = false;
    };
  }, [api, userId, chatRoomId]);

  useEffect(
    () =>
      live(userId, (message) => {
        if (message.chat_room_id === chatRoomId) {
          // My own sends arrive here too: each message is shown once.
          setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
          if (message.to_user_id === userId) api.markRead(userId, message.chat_room_id).catch(() => undefined);
        }
        void loadRooms();
      }),
    [live, api, userId, chatRoomId, loadRooms],
  );

  const loadOlder = async () => {
    const oldest = messages[0];
    if (chatRoomId === undefined || !oldest) return;
    const page = await api.room(userId, chatRoomId, oldest.id);
    setMessages((list) => [...page.data, ...list]);
    setHasMore(page.has_more);
  };

  const room = rooms.find((r) => r.id === chatRoomId);
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

  return (
    <div className={styles.layout}>
      <section className={styles.room} aria-label={room ? `Conversation with ${room.other_user_name}` : 'Conversation'}>
        {failure && <p role="alert">{failure}</p>}
        {chatRoomId === undefined ? (
          <p>Pick a conversation to read it.</p>
        ) : (
          <>
            <div
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
              <ol className={styles.list}>
                {messages.map((m) => (
                  <li key={m.id} className={m.from_user_id === userId ? styles.mine : styles.theirs}>
                    <span className={styles.text}>{m.message}</span>
                    <time dateTime={m.created_at}>{new Date(m.created_at).toLocaleString('en-GB', { timeZone: 'UTC' })}</time>
                  </li>
                ))}
              </ol>
            </div>
            {room && <PrivateMessageForm label="Your message" initialText="" send={send} />}
          </>
        )}
      </section>
      <aside className={styles.sidebar} aria-label="Conversations">
        <label>
          Search
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Names and adverts" />
        </label>
        <ul className={styles.rooms}>
          {rooms.map((r) => (
            <li key={r.id}>
              <AppLink to={`/dashboard-user-messages/${r.id}`} aria-current={r.id === chatRoomId ? 'page' : undefined}>
                <strong>{r.other_user_name}</strong> {r.unread > 0 && <span aria-label={`${r.unread} unread`}>{r.unread}</span>}
                <br />
                <small>{r.title ?? r.address}</small>
                <br />
                <span>{r.last_message}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
