import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';

function MessageModal({ onClose }: Exposes['./MessageModal']) {
  return (
    <Frame label="Send private message">
      <Modal title="Send private message" onClose={onClose} />
    </Frame>
  );
}

export default reactParcel(MessageModal);
