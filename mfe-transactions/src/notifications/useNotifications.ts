import { useCallback, useEffect, useState } from 'react';
import type { Notification } from '@marketplace/shared';
import { notificationsApi } from './api';

/** The signed-in user's notifications and unread count, reloaded after each mark-read. */
export function useNotifications(userId: number | undefined) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);

  const reload = useCallback(async () => {
    if (userId === undefined) return;
    const list = await notificationsApi.list(userId);
    setNotifications(list.data);
    setUnread(list.unread);
  }, [userId]);

  useEffect(() => {
    // A failed load leaves the bell empty; the next reload tries again.
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

  return { notifications, unread, markRead };
}
