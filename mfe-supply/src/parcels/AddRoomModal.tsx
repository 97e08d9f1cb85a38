import { Modal, bus, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { AddRoomForm } from '../rooms/AddRoomForm';
import type { Exposes } from '../public-surface';

/** The global Add Room dialog: the room travels in `room:added` only, to the form that asked for it. */
function AddRoomModal({ request, onClose }: Exposes['./AddRoomModal']) {
  return (
    <Frame label="Add Room">
      <Modal title="Add Room" onClose={onClose} size="lg">
        <AddRoomForm
          isShortTerm={request.isShortTerm}
          isRoom={request.isRoom}
          hasSuite={request.hasSuite}
          room={request.room}
          onAdd={(room) => bus.emit('room:added', { room })}
          onClose={onClose}
        />
      </Modal>
    </Frame>
  );
}

export default reactParcel(AddRoomModal);
