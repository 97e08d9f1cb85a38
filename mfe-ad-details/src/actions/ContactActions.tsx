import { observer } from 'mobx-react-lite';
import { AppLink, bus, sessionStore } from '@marketplace/shared';
import type { BookingAction } from './booking';
import * as styles from './actions.module.css';

interface ContactActionsProps {
  advertId: number;
  advertiserId: number;
  adType: 'Property' | 'Service';
  /** The booking button this advert offers, if any. */
  booking: { label: string; mode: BookingAction['mode'] | 'appoint' } | null;
  /** Preview mode: the buttons show as visitors will see them but do nothing. */
  preview?: boolean;
}

/** Signed in: Send Message and the booking button, each opening a transactions modal. Signed out: a way to log in. */
export const ContactActions = observer(function ContactActions({
  advertId,
  advertiserId,
  adType,
  booking,
  preview = false,
}: ContactActionsProps) {
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
            if (!preview) bus.emit('modal:open', { kind: 'booking', advertId, adType, mode: booking.mode, hostId: advertiserId });
          }}
        >
          {booking.label}
        </button>
      )}
    </div>
  );
});
