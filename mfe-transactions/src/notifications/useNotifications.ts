import { useCallback, useEffect, useState } from 'react';
import { bus, type Notification } from '@marketplace/shared';
import { notificationsApi } from './api';
import { onCatchUp, onNotification } from '../common/live';

/** Whether the page shows the chat room a notification is about: then it is read the moment it arrives. */
const isOpenRoom = (n: Notification): boolean =>
  n.data.chat_room_id !== null && window.location.pathname === `/dashboard-user-messages/${n.data.chat_room_id}`;

/** The signed-in user's notifications and unread count: loaded, kept live, reloaded after each mark-read. */
export function useNotifications(userId: number | undefined, { live = false } = {}) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);

  const reload = useCallback(async () => {
    if (userId === undefined) return;
    const list = await notificationsApi.list(userId);
    setNotifications(list.data);
    setUnread(list.unread);
  }, [userId]);

  useEffect(() => {
    // A failed load leaves the list empty; the next reload tries again.
    reload().catch(() => undefined);
  }, [reload]);

  const markRead = useCallback(
    async (id: string) => {
      if (userId === undefined) return;
      await notificationsApi.markRead(userId, id);
      await reload();
    },
    [userId, reload],
  );

  useEffect(() => {
    if (userId === undefined || !live) return;
    return onNotification(userId, (notification) => {
      if (isOpenRoom(notification)) {
        notificationsApi.markRead(userId, notification.id).catch(() => undefined);
        setNotifications((list) => [{ ...notification, read_at: notification.created_at }, ...list]);
        return;
      }
      setNotifications((list) => [notification, ...list]);
      setUnread((count) => count + 1);
      bus.emit('notification:received', { notification });
    });
  }, [userId, live]);

  // After a gap in the live connection the list and the count are read again: what came meanwhile is in them.
  useEffect(() => {
    if (userId === undefined || !live) return;
    return onCatchUp(userId, () => void reload().catch(() => undefined));
  }, [userId, live, reload]);

  return { notifications, unread, markRead };
}
