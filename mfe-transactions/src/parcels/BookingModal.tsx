import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { BookingDialog } from '../booking/BookingDialog';
import type { Exposes } from '../public-surface';
import { bookingTitle } from '../booking/titles';

function BookingModal({ request, onClose }: Exposes['./BookingModal']) {
  return (
    <Frame label={bookingTitle(request.mode)}>
      <BookingDialog request={request} onClose={onClose} />
    </Frame>
  );
}

export default reactParcel(BookingModal);
