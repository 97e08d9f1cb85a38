import { EmptyState, navigate, notificationTime, type Notification } from '@marketplace/shared';
import { marksReadOnClick, NO_NOTIFICATIONS, notificationTarget } from './rules';
import * as styles from './notifications.module.css';

interface Props {
  notifications: Notification[];
  /** Marks one read and reloads the list. */
  markRead(id: string): Promise<void>;
  /** In the bell's popover: each message on three lines at most. */
  compact?: boolean;
}

export const BellIcon = ({ size = 22 }: { size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
    <path
      fill="currentColor"
      d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
    />
  </svg>
);

/** The bell's list and the /dashboard-notifications page: newest first, unread ones marked. */
export function NotificationList({ notifications, markRead, compact = false }: Props) {
  if (notifications.length === 0)
    return (
      <EmptyState title={NO_NOTIFICATIONS} icon={<BellIcon size={26} />}>
        <p>Messages, booking requests and reviews about your adverts show here.</p>
      </EmptyState>
    );
  const open = async (n: Notification) => {
    if (marksReadOnClick(n)) await markRead(n.data.notification_id ?? n.id);
    const target = notificationTarget(n);
    if (target) navigate(target);
  };
  return (
    <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list} aria-label="Notifications">
      {notifications.map((n) => (
        <li key={n.id}>
          <button type="button" className={styles.item} data-unread={n.read_at ? undefined : 'true'} onClick={() => void open(n)}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.message}>{n.data.message}</span>
            <time className={styles.time} dateTime={n.created_at}>
              {notificationTime(n.created_at)}
            </time>
            {!n.read_at && <span className="visually-hidden">, new</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
