import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { RaiseIssue } from '../issues/RaiseIssue';
import { BOOKING_ISSUES } from '../issues/rules';

function RaiseIssueModal({ request, onClose }: Exposes['./RaiseIssueModal']) {
  return (
    <Frame label="Raise Issue">
      <Modal title="Raise Issue" onClose={onClose}>
        <RaiseIssue
          bookingId={request.bookingId}
          adId={request.adId}
          adType={request.adType}
          options={request.options ?? BOOKING_ISSUES[request.adType]}
          onClose={onClose}
        />
      </Modal>
    </Frame>
  );
}

export default reactParcel(RaiseIssueModal);
