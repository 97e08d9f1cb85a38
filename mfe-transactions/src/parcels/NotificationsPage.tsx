import { observer } from 'mobx-react-lite';
import { reactParcel, sessionStore } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { NotificationList } from '../notifications/NotificationList';
import { useNotifications } from '../notifications/useNotifications';

const NotificationsPage = observer(function NotificationsPage() {
  const { notifications, markRead } = useNotifications(sessionStore.user?.id, { live: true });
  return (
    <Frame label="Notifications">
      <NotificationList notifications={notifications} markRead={markRead} />
    </Frame>
  );
});

export default reactParcel(NotificationsPage);
