import { RemoteParcel } from '@marketplace/shared';

/** The transactions remote's notifications list, inside the dashboard layout. */
export default function NotificationsPage() {
  return <RemoteParcel remote="mfe-transactions" module="./NotificationsPage" />;
}
