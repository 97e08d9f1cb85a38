import { useEffect } from 'react';
import { bus, type UnreadCounts } from '@marketplace/shared';
import { useApi } from './useApi';

/** How often the badges are read again, for messages that arrive while the page is open. */
const REFRESH_MS = 60_000;

/** The navigation's unread messages and notifications, read again whenever a notification arrives live. */
export function useUnreadCounts(): UnreadCounts {
  const { data, reload } = useApi<{ data: UnreadCounts }>('api/user/unread');
  useEffect(() => {
    const off = bus.on('notification:received', reload);
    // After a gap in the live connection: what arrived meanwhile is counted.
    const offReconnected = bus.on('realtime:reconnected', reload);
    const timer = window.setInterval(reload, REFRESH_MS);
    return () => {
      off();
      offReconnected();
      window.clearInterval(timer);
    };
  }, [reload]);
  return data?.data ?? { messages: 0, notifications: 0 };
}
