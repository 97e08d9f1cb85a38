import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink, Button, ButtonLink, Modal, bus, sessionStore, type StayDates } from '@marketplace/shared';
import type { BookingAction } from './booking';
import * as styles from './actions.module.css';

interface ContactActionsProps {
  advertId: number;
  advertiserId: number;
  adType: 'Property' | 'Service';
  /** The booking button this advert offers, if any. */
  booking: { label: string; mode: BookingAction['mode'] | 'appoint'; stay?: StayDates | null } | null;
  /** Preview mode: the buttons show as visitors will see them but do nothing. */
  preview?: boolean;
  /** The owner's preview of this advert, for the owner's Preview button (services have none). */
  ownerPreview?: (close: () => void) => ReactNode;
}

/** Where the owner edits this advert or service. */
const editPath = (adType: ContactActionsProps['adType'], id: number) =>
  adType === 'Property' ? `/add-edit-ad/${id}` : `/add-edit-service/${id}`;

/**
 * Signed in: Send Message and the booking button, each opening a transactions modal; the owner instead
 * edits or previews their own advert (nobody books or messages themselves). Signed out: a way to log in.
 */
export const ContactActions = observer(function ContactActions({
  advertId,
  advertiserId,
  adType,
  booking,
  preview = false,
  ownerPreview,
}: ContactActionsProps) {
  const [previewing, setPreviewing] = useState(false);
  if (!sessionStore.authenticated) {
    // Signing in brings the person back to this advert.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    return (
      <p className={styles.loginPrompt}>
        <AppLink to={`/login?${new URLSearchParams({ redirect: here }).toString()}`}>Login</AppLink> to send private messages or book via
        platform
      </p>
    );
  }
  if (!preview && sessionStore.user?.id === advertiserId) {
    const close = () => setPreviewing(false);
    return (
      <div className={styles.contactActions} role="group" aria-label="Your advert">
        <ButtonLink to={editPath(adType, advertId)} variant="primary">
          Edit
        </ButtonLink>
        {ownerPreview && <Button onClick={() => setPreviewing(true)}>Preview</Button>}
        {previewing && ownerPreview && (
          <Modal title="Preview" size="xl" onClose={close}>
            {ownerPreview(close)}
          </Modal>
        )}
      </div>
    );
  }
  return (
    <div className={styles.contactActions}>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          if (!preview) bus.emit('modal:open', { kind: 'message', toUserId: advertiserId, adId: advertId, adType });
        }}
      >
        Send Message
      </button>
      {booking && (
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            if (preview) return;
            const stay = booking.stay ? { stay: booking.stay } : {};
            bus.emit('modal:open', { kind: 'booking', advertId, adType, mode: booking.mode, hostId: advertiserId, ...stay });
          }}
        >
          {booking.label}
        </button>
      )}
    </div>
  );
});
