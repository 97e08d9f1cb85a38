import type { ModalKind } from '@marketplace/shared';

export interface RemoteModule {
  remote: string;
  module: string;
}

/** Which remote owns each global modal. A new modal kind must be added here (the type insists). */
export const modalRemotes: Record<ModalKind, RemoteModule> = {
  booking: { remote: 'mfe-transactions', module: './BookingModal' },
  message: { remote: 'mfe-transactions', module: './MessageModal' },
  'raise-issue': { remote: 'mfe-transactions', module: './RaiseIssueModal' },
  'add-review': { remote: 'mfe-transactions', module: './AddReviewModal' },
  'form-draft': { remote: 'mfe-transactions', module: './FormDraftModal' },
  reviews: { remote: 'mfe-ad-details', module: './ReviewsModal' },
  'add-room': { remote: 'mfe-supply', module: './AddRoomModal' },
};
