import {
  AppLink,
  bookingNextStep,
  BookingStatusChip,
  bus,
  Button,
  ButtonLink,
  Card,
  formatDateTime,
  formatPounds,
  jobAddress,
  owesPayment,
  type BookingAction,
  type DashboardBooking,
} from '@marketplace/shared';
import { ACTION_LABEL, availableActions, otherPartyRole, reviewToWrite } from './bookingActions';
import * as styles from './bookings.module.css';

/** What a booking is, in a word. */
export const KIND = { view: 'Viewing', reserve: 'Stay', appoint: 'Appointment' } as const;
const money = (amount: number) => formatPounds(amount, { decimals: 2 });

/** When it is: a stay's dates, a viewing's or appointment's day and time. */
export const when = (b: Pick<DashboardBooking, 'booking_type' | 'date_start' | 'date_end'>) => {
  const start = formatDateTime(b.date_start);
  return b.booking_type === 'reserve' && b.date_end ? `${start} to ${formatDateTime(b.date_end)}` : start;
};

/** What changed hands: paid, refunded, or still to pay. */
function moneyLine(b: DashboardBooking): string | null {
  if (b.refunded_amount > 0) return `Paid ${money(b.paid_amount)} · Refunded ${money(b.refunded_amount)}`;
  if (b.paid_amount > 0) return `Paid ${money(b.paid_amount)}`;
  if (b.amount_due > 0) return `${money(b.amount_due)} · Not paid`;
  return null;
}

export interface BookingCardProps {
  booking: DashboardBooking;
  userId: number | undefined;
  now: Date;
  /** Resolves once the change is made (the button it came from is busy until then). */
  onAction(b: DashboardBooking, action: BookingAction): Promise<void>;
}

/** One booking with its rooms, its status as it reads, its next step and what the user can do now. */
export function BookingCard({ booking: b, userId, now, onAction }: BookingCardProps) {
  const review = userId === undefined ? null : reviewToWrite(b, userId);
  const advert = b.property_id !== null ? `/ad-details/${b.property_id}` : `/ad-service/${b.service_id}`;
  const paidLine = moneyLine(b);
  const where = jobAddress(b);
  return (
    <Card as="li" className={styles.booking} data-booking={b.id}>
      <div className={styles.head}>
        <h2 className={styles.title}>{b.title ? <AppLink to={advert}>{b.title}</AppLink> : 'Removed advert'}</h2>
        <BookingStatusChip booking={b} />
      </div>
      <p className={styles.meta}>
        {KIND[b.booking_type]} · {when(b)}
      </p>
      <p className={styles.meta}>
        {otherPartyRole(b)}: {b.other_party}
        {b.booking_type === 'reserve' ? ` · ${b.guests} guest${b.guests === 1 ? '' : 's'}` : ''}
      </p>
      {b.rooms.length ? (
        <ul className={styles.rooms} aria-label="Rooms">
          {b.rooms.map((room) => (
            <li key={room.name}>{room.quantity > 1 ? `${room.name} × ${room.quantity}` : room.name}</li>
          ))}
        </ul>
      ) : null}
      {where || b.service_user_job_description ? (
        <dl className={styles.job}>
          {where ? (
            <div>
              <dt>Address</dt>
              <dd>{where}</dd>
            </div>
          ) : null}
          {b.service_user_job_description ? (
            <div>
              <dt>Job</dt>
              <dd>{b.service_user_job_description}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {paidLine ? <p className={styles.meta}>{paidLine}</p> : null}
      {b.status === 'completed' ? null : <p className={styles.next}>{bookingNextStep(b, b.role)}</p>}
      <div className={styles.actions} role="group" aria-label={`Actions for booking ${b.id}`}>
        {availableActions(b, now).map((action) => (
          <Button key={action} size="small" variant={action === 'accept' ? 'primary' : 'secondary'} onClick={() => onAction(b, action)}>
            {ACTION_LABEL[action]}
          </Button>
        ))}
        {b.role === 'guest' && owesPayment(b) && b.payment_token ? (
          <ButtonLink size="small" variant="primary" to={`/booking-payment/${encodeURIComponent(b.payment_token)}`}>
            Pay {money(b.amount_due)}
          </ButtonLink>
        ) : null}
        {b.chat_room_id ? (
          <ButtonLink size="small" to={`/dashboard-user-messages/${b.chat_room_id}`}>
            Open the conversation
          </ButtonLink>
        ) : null}
        {review && (
          <ButtonLink size="small" to={review}>
            Write a review
          </ButtonLink>
        )}
        <Button
          size="small"
          variant="quiet"
          onClick={() =>
            bus.emit('modal:open', {
              kind: 'raise-issue',
              bookingId: b.id,
              adId: (b.property_id ?? b.service_id) as number,
              adType: b.property_id !== null ? 'Property' : 'Service',
            })
          }
        >
          Raise Issue
        </Button>
      </div>
    </Card>
  );
}
