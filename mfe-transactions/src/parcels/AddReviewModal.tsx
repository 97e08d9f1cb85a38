import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { addReviewTitle } from './titles';

function AddReviewModal({ request, onClose }: Exposes['./AddReviewModal']) {
  const title = addReviewTitle(request.reviewType);
  return (
    <Frame label={title}>
      <Modal title={title} onClose={onClose} />
    </Frame>
  );
}

export default reactParcel(AddReviewModal);
