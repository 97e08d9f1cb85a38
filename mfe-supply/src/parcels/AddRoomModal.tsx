import { Modal, bus, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { AddRoomForm } from '../rooms/AddRoomForm';
import type { Exposes } from '../public-surface';

/**
 * The global Add Room dialog: the room travels in `room:added` only, to the form that asked for it. Opened
 * on a listed room it edits that room (and hands back which one it replaces) or, without `replaces`, adds a copy.
 */
function AddRoomModal({ request, onClose }: Exposes['./AddRoomModal']) {
  const editing = request.replaces !== undefined;
  const title = editing ? 'Edit Room' : 'Add Room';
  return (
    <Frame label={title}>
      <Modal title={title} onClose={onClose} size="lg">
        <AddRoomForm
          isShortTerm={request.isShortTerm}
          isRoom={request.isRoom}
          hasSuite={request.hasSuite}
          room={request.room}
          submitLabel={editing ? 'Save' : 'Add'}
          onAdd={(room) => bus.emit('room:added', request.replaces === undefined ? { room } : { room, replaces: request.replaces })}
          onClose={onClose}
        />
      </Modal>
    </Frame>
  );
}

export default reactParcel(AddRoomModal);
