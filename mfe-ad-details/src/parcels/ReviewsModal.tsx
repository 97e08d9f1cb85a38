import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { ReviewsBrowser } from '../reviews/ReviewsBrowser';
import { reviewsTitle } from './titles';

/** The global reviews modal: a review list of one kind with its star filters (and radius for neighbourhoods). */
function ReviewsModal({ request, onClose }: Exposes['./ReviewsModal']) {
  const title = reviewsTitle(request.reviewType);
  return (
    <Frame label={title}>
      <Modal title={title} onClose={onClose} size="lg">
        <ReviewsBrowser type={request.reviewType} subjectId={request.adId} detailed={request.detailed} />
      </Modal>
    </Frame>
  );
}

export default reactParcel(ReviewsModal);
