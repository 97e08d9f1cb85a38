import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink, Button, ButtonLink, Modal, bus, sessionStore, type StayDates } from '@marketplace/shared';
import { EnquiryDialog } from '../enquiry/EnquiryDialog';
import type { EnquiryKind } from '../enquiry/enquiry';
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
  /**
   * An advert takes enquiries by e-mail, with or without an account (issue 44): `about` names the home in
   * the message, `recipient` is who reads it ('agent', 'host' or 'advertiser'), `viewing` offers Request a viewing.
   */
  enquiry?: { about: string; recipient: string; viewing: boolean } | null;
}

/** Where the owner edits this advert or service. */
const editPath = (adType: ContactActionsProps['adType'], id: number) =>
  adType === 'Property' ? `/add-edit-ad/${id}` : `/add-edit-service/${id}`;

/**
 * Signed in: Send Message and the booking button, each opening a transactions modal, and Email agent;
 * the owner instead edits or previews their own advert (nobody books or messages themselves). Signed out:
 * Email agent and Request a viewing (the enquiry form, as on Rightmove and Zoopla), and a way to log in to
 * message and book in the product; a service without enquiries offers only the way to log in.
 */
export const ContactActions = observer(function ContactActions({
  advertId,
  advertiserId,
  adType,
  booking,
  preview = false,
  ownerPreview,
  enquiry = null,
}: ContactActionsProps) {
  const [previewing, setPreviewing] = useState(false);
  const [enquiring, setEnquiring] = useState<EnquiryKind | null>(null);
  const enquire = (kind: EnquiryKind) => {
    if (!preview) setEnquiring(kind);
  };
  const enquiryDialog = enquiry && enquiring && (
    <EnquiryDialog
      propertyId={advertId}
      kind={enquiring}
      about={enquiry.about}
      recipient={enquiry.recipient}
      onClose={() => setEnquiring(null)}
    />
  );
  const emailButton = enquiry && (
    <Button variant={sessionStore.authenticated ? 'secondary' : 'primary'} onClick={() => enquire('email')}>
      Email {enquiry.recipient}
    </Button>
  );
  if (!sessionStore.authenticated) {
    // Signing in brings the person back to this advert.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const login = <AppLink to={`/login?${new URLSearchParams({ redirect: here }).toString()}`}>Login</AppLink>;
    if (!enquiry) {
      return <p className={styles.loginPrompt}>{login} to send private messages or book via platform</p>;
    }
    return (
      <>
        <div className={styles.contactActions} role="group" aria-label="Contact the advertiser">
          {emailButton}
          {enquiry.viewing && (
            <Button variant="primary" onClick={() => enquire('viewing')}>
              Request a viewing
            </Button>
          )}
        </div>
        <p className={styles.loginHint}>
          No account needed. {login} to message the advertiser here or {booking?.mode === 'reserve' ? 'reserve a stay' : 'book online'}.
        </p>
        {enquiryDialog}
      </>
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
      {emailButton}
      {enquiryDialog}
    </div>
  );
});
