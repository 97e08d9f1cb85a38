import { createRemoteConfig } from '../scripts/rspack/index.mjs';

export default createRemoteConfig({
  name: 'mfe-transactions',
  dirname: import.meta.dirname,
  exposes: {
    './NotificationBell': './src/parcels/NotificationBell.tsx',
    './BookmarksBar': './src/parcels/BookmarksBar.tsx',
    './BookingPaymentPage': './src/parcels/BookingPaymentPage.tsx',
    './AddReviewPage': './src/parcels/AddReviewPage.tsx',
    './DonatePage': './src/parcels/DonatePage.tsx',
    './BookingModal': './src/parcels/BookingModal.tsx',
    './MessageModal': './src/parcels/MessageModal.tsx',
    './RaiseIssueModal': './src/parcels/RaiseIssueModal.tsx',
    './AddReviewModal': './src/parcels/AddReviewModal.tsx',
    './FormDraftModal': './src/parcels/FormDraftModal.tsx',
    './MessagesPage': './src/parcels/MessagesPage.tsx',
    './NotificationsPage': './src/parcels/NotificationsPage.tsx',
  },
});
