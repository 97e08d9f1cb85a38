import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';

function AddRoomModal({ onClose }: Exposes['./AddRoomModal']) {
  return (
    <Frame label="Add Room">
      <Modal title="Add Room" onClose={onClose} />
    </Frame>
  );
}

export default reactParcel(AddRoomModal);
