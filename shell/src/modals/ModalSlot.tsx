import type { ReactElement } from 'react';
import type { ModalRequest } from '@marketplace/shared';
import { RemoteSlot } from '../remotes';

interface ModalSlotProps {
  request: ModalRequest;
  onClose(): void;
  className?: string;
}

/**
 * The parcel of the remote that owns each global modal. The switch is exhaustive and each branch is
 * checked against that remote's public surface: a new modal kind, or a modal parcel whose request
 * type changes, is a compile error here.
 */
export function ModalSlot({ request, onClose, className }: ModalSlotProps): ReactElement {
  switch (request.kind) {
    case 'booking':
      return <RemoteSlot remote="mfe-transactions" module="./BookingModal" props={{ request, onClose }} className={className} />;
    case 'message':
      return <RemoteSlot remote="mfe-transactions" module="./MessageModal" props={{ request, onClose }} className={className} />;
    case 'raise-issue':
      return <RemoteSlot remote="mfe-transactions" module="./RaiseIssueModal" props={{ request, onClose }} className={className} />;
    case 'add-review':
      return <RemoteSlot remote="mfe-transactions" module="./AddReviewModal" props={{ request, onClose }} className={className} />;
    case 'form-draft':
      return <RemoteSlot remote="mfe-transactions" module="./FormDraftModal" props={{ request, onClose }} className={className} />;
    case 'reviews':
      return <RemoteSlot remote="mfe-ad-details" module="./ReviewsModal" props={{ request, onClose }} className={className} />;
    case 'add-room':
      return <RemoteSlot remote="mfe-supply" module="./AddRoomModal" props={{ request, onClose }} className={className} />;
  }
}
