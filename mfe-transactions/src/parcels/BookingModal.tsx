import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { bookingTitle } from './titles';

function BookingModal({ request, onClose }: Exposes['./BookingModal']) {
  const title = bookingTitle(request.mode);
  return (
    <Frame label={title}>
      <Modal title={title} onClose={onClose} />
    </Frame>
  );
}

export default reactParcel(BookingModal);
