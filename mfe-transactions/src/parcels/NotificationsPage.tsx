import { observer } from 'mobx-react-lite';
import { Card, reactParcel, sessionStore } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { NotificationList } from '../notifications/NotificationList';
import { useNotifications } from '../notifications/useNotifications';
import * as styles from '../notifications/notifications.module.css';

const NotificationsPage = observer(function NotificationsPage() {
  const { notifications, markRead } = useNotifications(sessionStore.user?.id, { live: true });
  return (
    <Frame label="Notifications">
      <Card tone="flat" className={styles.pageCard}>
        <NotificationList notifications={notifications} markRead={markRead} />
      </Card>
    </Frame>
  );
});

export default reactParcel(NotificationsPage);
