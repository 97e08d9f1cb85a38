import { observer } from 'mobx-react-lite';
import { Modal, reactParcel, sessionStore } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { AddReviewForm } from '../reviews/AddReviewForm';
import { addReviewTitle } from './titles';

const AddReviewModal = observer(function AddReviewModal({ request, onClose }: Exposes['./AddReviewModal']) {
  const title = addReviewTitle(request.reviewType);
  const userId = sessionStore.user?.id;
  return (
    <Frame label={title}>
      <Modal title={title} onClose={onClose}>
        {userId === undefined ? (
          <p>You must be logged in to write a review.</p>
        ) : (
          <AddReviewForm
            reviewType={request.reviewType}
            adId={request.adId}
            bookingId={request.bookingId ?? null}
            userId={userId}
            toUserId={request.toUserId ?? null}
            onDone={onClose}
          />
        )}
      </Modal>
    </Frame>
  );
});

export default reactParcel(AddReviewModal);
