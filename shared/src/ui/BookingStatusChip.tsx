import type { BookingStatus } from '../entities/booking';
import { bookingStatusLabel, type BookingStatusLabel } from '../rules/bookingMoney';
import { StatusChip, type StatusTone } from './Chip';

const TONE: Record<BookingStatusLabel, StatusTone> = {
  Requested: 'info',
  Paid: 'success',
  Accepted: 'success',
  Completed: 'neutral',
  Refunded: 'neutral',
  Declined: 'danger',
  Cancelled: 'danger',
  Expired: 'danger',
};

/** A booking's status as it reads ('Requested', 'Paid', 'Refunded'...), the same on every page that shows a booking. */
export function BookingStatusChip({
  booking,
}: {
  booking: { status: BookingStatus; amount_due: number; paid_amount: number; refunded_amount: number };
}) {
  const label = bookingStatusLabel(booking);
  return (
    <StatusChip tone={TONE[label]} data-status={booking.status}>
      {label}
    </StatusChip>
  );
}
