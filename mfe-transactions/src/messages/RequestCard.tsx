import {
  acceptQuestion,
  bookingNextStep,
  BookingStatusChip,
  Button,
  ButtonLink,
  confirm,
  formatDateTime,
  formatPounds,
  jobAddress,
  owesPayment,
  statusChangeQuestion,
  transition,
  type Booking,
  type BookingAction,
  type BookingParty,
} from '@marketplace/shared';
import * as styles from './messages.module.css';

const TITLE = { view: 'Viewing request', reserve: 'Reservation request', appoint: 'Service request' } as const;
const ACTION_LABEL: Record<BookingAction, string> = { accept: 'Accept', decline: 'Decline', cancel: 'Cancel booking' };
const ACTIONS: readonly BookingAction[] = ['accept', 'decline', 'cancel'];

/** What the viewer can do to a booking now, by the status machine the API follows. */
function actionsFor(b: Booking, role: BookingParty, now: Date): BookingAction[] {
  const state = {
    status: b.status,
    start: new Date(b.date_start),
    end: b.date_end ? new Date(b.date_end) : null,
    expiresAt: b.expires_at ? new Date(b.expires_at) : null,
  };
  return ACTIONS.filter((action) => transition(state, action, role, now).ok);
}

export interface RequestCardProps {
  booking: Booking;
  /** The request as it was sent (the spec's wording). */
  text: string;
  userId: number;
  /** The other person of the conversation, as its head names them. */
  otherName: string;
  /** Makes the change; resolves with the booking as it then stands. */
  change(action: BookingAction, message?: string): Promise<unknown>;
}

/**
 * A booking request in the conversation, as Airbnb's inbox shows one: what is asked (dates, rooms,
 * guests, price), its status as it now stands and its next step, and what the viewer can do: the host
 * accepts or declines, the guest cancels or pays. Each move asks first (accept names the guest, the dates and
 * the payout; cancel the amount that comes back), with an optional message.
 */
export function RequestCard({ booking: b, text, userId, otherName, change }: RequestCardProps) {
  const role: BookingParty = b.host_id === userId ? 'host' : 'guest';
  const act = async (action: BookingAction) => {
    const answer = await confirm(
      action === 'accept'
        ? { ...acceptQuestion(b, otherName), allowMessage: true }
        : { ...statusChangeQuestion(b, role, action), allowMessage: true, destructive: true },
    );
    if (answer === false) return;
    return change(action, typeof answer === 'string' ? answer : undefined);
  };
  const stay = b.booking_type === 'reserve';
  const where = jobAddress(b);
  return (
    <article className={styles.request} aria-label={`${TITLE[b.booking_type]}: ${b.title ?? 'advert'}`} data-booking={b.id}>
      <div className={styles.requestHead}>
        <h3 className={styles.requestTitle}>{TITLE[b.booking_type]}</h3>
        <BookingStatusChip booking={b} />
      </div>
      <p className={styles.requestText}>{text}</p>
      <dl className={styles.requestFacts}>
        <div>
          <dt>{stay ? 'Dates' : 'When'}</dt>
          <dd>
            <span className={styles.nowrap}>{formatDateTime(b.date_start)}</span>
            {stay && b.date_end ? (
              <>
                {' to '}
                <span className={styles.nowrap}>{formatDateTime(b.date_end)}</span>
              </>
            ) : null}
          </dd>
        </div>
        {where ? (
          <div>
            <dt>Address</dt>
            <dd>{where}</dd>
          </div>
        ) : null}
        {b.service_user_job_description ? (
          <div className={styles.requestWide}>
            <dt>Job</dt>
            <dd>{b.service_user_job_description}</dd>
          </div>
        ) : null}
        {b.rooms.length ? (
          <div>
            <dt>Rooms</dt>
            <dd>{b.rooms.map((room) => (room.quantity > 1 ? `${room.name} × ${room.quantity}` : room.name)).join(', ')}</dd>
          </div>
        ) : null}
        {stay ? (
          <div>
            <dt>Guests</dt>
            <dd>
              {b.guests}
              {b.pets ? `, ${b.pets} pet${b.pets === 1 ? '' : 's'}` : ''}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Price</dt>
          <dd>{b.amount_due > 0 ? formatPounds(b.amount_due, { decimals: 2 }) : 'Free'}</dd>
        </div>
        {b.refunded_amount > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd>{formatPounds(b.refunded_amount, { decimals: 2 })}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.requestNext}>{bookingNextStep(b, role)}</p>
      <div className={styles.requestActions} role="group" aria-label={`Actions for booking ${b.id}`}>
        {actionsFor(b, role, new Date()).map((action) => (
          <Button key={action} size="small" variant={action === 'accept' ? 'primary' : 'secondary'} onClick={() => act(action)}>
            {ACTION_LABEL[action]}
          </Button>
        ))}
        {role === 'guest' && owesPayment(b) && b.payment_token ? (
          <ButtonLink size="small" variant="primary" to={`/booking-payment/${encodeURIComponent(b.payment_token)}`}>
            Pay {formatPounds(b.amount_due, { decimals: 2 })}
          </ButtonLink>
        ) : b.payment_token ? (
          <ButtonLink size="small" variant="quiet" to={`/booking-payment/${encodeURIComponent(b.payment_token)}`}>
            See the booking
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
