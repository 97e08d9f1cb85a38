import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Modal, reactParcel, sessionStore } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { messagesApi } from '../messages/api';
import { interestMessage } from '../messages/rules';
import { PrivateMessageForm } from '../messages/PrivateMessageForm';

const MessageModal = observer(function MessageModal({ request, onClose }: Exposes['./MessageModal']) {
  const userId = sessionStore.user?.id ?? null;
  const [initialText, setInitialText] = useState(request.message ?? interestMessage(request.adType, null));

  useEffect(() => {
    if (request.message || request.adType !== 'Property') return;
    let current = true;
    messagesApi
      .advertAddress(request.adId)
      .then((address) => current && setInitialText(interestMessage('Property', address)))
      // Without the address the generic property message stays.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [request.adId, request.adType, request.message]);

  const send = async (text: string) => {
    // Message sending is skipped if nobody is signed in.
    if (userId === null) return;
    await messagesApi.send(userId, {
      chat_room_id: null,
      from_user_id: userId,
      to_user_id: request.toUserId,
      message: text,
      property_id: request.adType === 'Property' ? request.adId : null,
      service_id: request.adType === 'Service' ? request.adId : null,
    });
  };

  return (
    <Frame label="Send private message">
      <Modal title="Send private message" onClose={onClose}>
        <PrivateMessageForm label="Your message" initialText={initialText} send={send} onSent={onClose} />
      </Modal>
    </Frame>
  );
});

export default reactParcel(MessageModal);
