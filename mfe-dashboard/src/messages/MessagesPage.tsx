import { useMemo } from 'react';
import { RemoteParcel } from '@marketplace/shared';
import type { PageProps } from '../layout/dashboardPages';

/** The transactions remote's chat, inside the dashboard layout; /dashboard-user-messages/{chat_room_id} opens one room. */
export default function MessagesPage({ params }: PageProps) {
  const room = Number(params.chat_room_id);
  const props = useMemo(() => (Number.isInteger(room) && room > 0 ? { chatRoomId: room } : {}), [room]);
  return <RemoteParcel remote="mfe-transactions" module="./MessagesPage" props={props} />;
}
