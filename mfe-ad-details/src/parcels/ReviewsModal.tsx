import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { reviewsTitle } from './titles';

function ReviewsModal({ request, onClose }: Exposes['./ReviewsModal']) {
  const title = reviewsTitle(request.reviewType);
  return (
    <Frame label={title}>
      <Modal title={title} onClose={onClose} />
    </Frame>
  );
}

export default reactParcel(ReviewsModal);
