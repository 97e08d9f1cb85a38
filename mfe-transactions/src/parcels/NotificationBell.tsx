import { observer } from 'mobx-react-lite';
import { AppLink, CountBadge, Popover, badgeText, reactParcel, sessionStore } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { BellIcon, NotificationList } from '../notifications/NotificationList';
import { useNotifications } from '../notifications/useNotifications';
import * as styles from '../notifications/notifications.module.css';

const NotificationBell = observer(function NotificationBell() {
  const userId = sessionStore.user?.id;
  const { notifications, unread, markRead } = useNotifications(userId, { live: true });

  if (userId === undefined) return null;
  const badge = badgeText(unread);
  return (
    <Frame label="Notifications">
      <Popover
        label="Notifications"
        trigger={(props) => (
          <button
            type="button"
            {...props}
            className={styles.bellButton}
            aria-label={badge ? `Notifications, ${badge} new` : 'Notifications'}
            data-new={badge ? 'true' : undefined}
          >
            <BellIcon />
            {badge && (
              <CountBadge className={styles.badge} data-testid="bell-badge">
                {badge}
              </CountBadge>
            )}
          </button>
        )}
      >
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>Notifications</h2>
          <AppLink to="/dashboard-notifications">See all</AppLink>
        </div>
        <NotificationList notifications={notifications} markRead={markRead} compact />
      </Popover>
    </Frame>
  );
});

export default reactParcel(NotificationBell);
