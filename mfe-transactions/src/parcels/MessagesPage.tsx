import { observer } from 'mobx-react-lite';
import { reactParcel, sessionStore } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { Messages } from '../messages/Messages';

const MessagesPage = observer(function MessagesPage({ chatRoomId }: Exposes['./MessagesPage']) {
  const userId = sessionStore.user?.id;
  return <Frame label="Messages">{userId === undefined ? null : <Messages userId={userId} chatRoomId={chatRoomId} />}</Frame>;
});

export default reactParcel(MessagesPage);
