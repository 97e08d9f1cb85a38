import { navigate, type Notification } from '@marketplace/shared';
import { marksReadOnClick, NO_NOTIFICATIONS, notificationTarget, notificationTime } from './rules';

interface Props {
  notifications: Notification[];
  /** Marks one read and reloads the list. */
  markRead(id: string): Promise<void>;
}

/** The bell's list and the /dashboard-notifications page. */
export function NotificationList({ notifications, markRead }: Props) {
  if (notifications.length === 0) return <p>{NO_NOTIFICATIONS}</p>;
  const open = async (n: Notification) => {
    if (marksReadOnClick(n)) await markRead(n.data.notification_id ?? n.id);
    const target = notificationTarget(n);
    if (target) navigate(target);
  };
  return (
    <ul aria-label="Notifications">
      {notifications.map((n) => (
        <li key={n.id}>
          <button type="button" onClick={() => void open(n)} style={{ fontWeight: n.read_at ? 'normal' : 'bold' }}>
            {n.data.message} <time dateTime={n.created_at}>{notificationTime(n.created_at)}</time>
          </button>
        </li>
      ))}
    </ul>
  );
}
