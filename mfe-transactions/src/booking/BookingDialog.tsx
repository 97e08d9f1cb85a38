import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  AppLink,
  bookingNextStep,
  Button,
  ButtonLink,
  cancellationPolicyText,
  dayKey,
  discountTerms,
  firstError,
  FLEXIBLE,
  formatDateTime,
  formatPounds,
  servicePriceText,
  isServicePriceToBeDiscussed,
  formatTime,
  MAX_GUESTS,
  MAX_PETS,
  Modal,
  owesPayment,
  REFUND_PROMISE,
  bookingKindLine,
  roomLabel,
  sessionStore,
  ValidationErrors,
  type Advert,
  type ApiErrors,
  type Booking,
} from '@marketplace/shared';
import { bookingTitle } from './titles';
import { PriceBreakdown } from '../price/PriceBreakdown';
import { BookingStore, type BookingRequest } from './store';
import { ServiceFields } from './ServiceFields';
import * as styles from './booking.module.css';

// The date picker is its own chunk: downloaded when a Booking dialog opens, not with the remote.
const Calendar = lazy(() => import('./Calendar'));

const pad = (n: number) => String(n).padStart(2, '0');
const upTo = (max: number, from: number) => Array.from({ length: max - from + 1 }, (_, i) => from + i);

function FieldError({ errors, field, id }: { errors: ApiErrors | null; field: string; id?: string }) {
  const message = firstError(errors ?? undefined, field);
  return message ? (
    <p className={styles.fieldError} id={id}>
      {message}
    </p>
  ) : null;
}

/** 'Flexible', or 'from - to'. */
const windowText = (from: string, to: string) => (from === FLEXIBLE || to === FLEXIBLE ? FLEXIBLE : from === to ? from : `${from} - ${to}`);

const ViewAppointFields = observer(function ViewAppointFields({ store }: { store: BookingStore }) {
  const hourId = useId();
  const minuteId = useId();
  const bookable = store.window;
  return (
    <>
      <div className={styles.field}>
        <span className={styles.legend}>Date</span>
        <Suspense fallback={<p className={styles.loading}>Loading calendar…</p>}>
          <Calendar
            mode="single"
            label="Date"
            first={dayKey(bookable.start)}
            last={dayKey(bookable.end)}
            isDisabled={store.isDayDisabled}
            selected={store.day}
            onSelect={store.setDay}
          />
        </Suspense>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={hourId}>Hour</label>
          <select
            id={hourId}
            value={store.hour ?? ''}
            disabled={!store.day}
            onChange={(e) => store.setHour(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{store.day ? 'Pick an hour' : 'Pick a date first'}</option>
            {store.hours.map((hour) => (
              <option key={hour} value={hour}>
                {pad(hour)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={minuteId}>Minutes</label>
          <select
            id={minuteId}
            value={store.minute ?? ''}
            disabled={store.hour === null}
            onChange={(e) => store.setMinute(Number(e.target.value))}
          >
            {store.quarters.map((minute) => (
              <option key={minute} value={minute}>
                {pad(minute)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {store.day && store.hours.length === 0 ? <p className={styles.note}>No times are left on this day. Please pick another.</p> : null}
      <FieldError errors={store.bookErrors} field="date_start" />
      {store.asksForRoom ? (
        <fieldset className={styles.rooms}>
          <legend className={styles.legend}>Room</legend>
          {store.advert?.property_rooms.map((room) => (
            <label key={room.id} className={styles.roomRow}>
              <span>
                <input
                  type="radio"
                  name="picked_room"
                  checked={store.pickedRoom === room.id}
                  onChange={() => store.setPickedRoom(room.id)}
                />{' '}
                {roomLabel(room.property_room_type?.type)}
              </span>
              <span>
                {formatPounds(room.price)} per {room.property_rent_type?.type ?? 'Month'}
              </span>
            </label>
          ))}
          <FieldError errors={store.bookErrors} field="picked_room" />
        </fieldset>
      ) : null}
    </>
  );
});

const ReserveFields = observer(function ReserveFields({ store }: { store: BookingStore }) {
  const ids = { in: useId(), out: useId(), guests: useId(), pets: useId() };
  const bookable = store.window;
  return (
    <>
      <div className={styles.field}>
        <span className={styles.legend}>Dates</span>
        <Suspense fallback={<p className={styles.loading}>Loading calendar…</p>}>
          <Calendar
            mode="range"
            label="Check-in and check-out dates"
            first={dayKey(bookable.start)}
            last={dayKey(new Date(bookable.end.getTime() + 1))}
            isDisabled={store.isDayDisabled}
            from={store.rangeFrom}
            to={store.rangeTo}
            onSelectRange={store.setRange}
          />
        </Suspense>
        <FieldError errors={store.bookErrors} field="date_start" />
        <FieldError errors={store.bookErrors} field="date_end" />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={ids.in}>Check-in time</label>
          <select
            id={ids.in}
            value={store.checkInTime ?? ''}
            disabled={store.checkInLocked}
            onChange={(e) => store.setCheckIn(e.target.value)}
          >
            {store.checkInOptions.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.out}>Check-out time</label>
          <select
            id={ids.out}
            value={store.checkOutTime ?? ''}
            disabled={store.checkOutLocked}
            onChange={(e) => store.setCheckOut(e.target.value)}
          >
            {store.checkOutOptions.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.guests}>Guests</label>
          <select id={ids.guests} value={store.guests} onChange={(e) => store.setGuests(Number(e.target.value))}>
            {upTo(MAX_GUESTS, 1).map((n) => (
              <option key={n} value={n}>
                {n === MAX_GUESTS ? `${n}+` : n}
              </option>
            ))}
          </select>
          <FieldError errors={store.bookErrors} field="guests" />
          {store.capacityError ? <p className={styles.fieldError}>{store.capacityError}</p> : null}
        </div>
        {store.advert?.is_pet_friendly ? (
          <div className={styles.field}>
            <label htmlFor={ids.pets}>Pets</label>
            <select id={ids.pets} value={store.pets} onChange={(e) => store.setPets(Number(e.target.value))}>
              {upTo(MAX_PETS, 0).map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'None' : n === MAX_PETS ? `${n}+` : n}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {store.bookedWhole ? (
        <p className={styles.note}>The whole place is booked as one.</p>
      ) : (
        <fieldset className={styles.rooms}>
          <legend className={styles.legend}>Rooms</legend>
          {!store.rangeDates || !store.rangeTo ? (
            <p className={styles.note}>Please pick dates to see the list of available rooms</p>
          ) : store.freeRooms.length === 0 ? (
            <p className={styles.note}>There are no rooms for specified dates</p>
          ) : (
            store.freeRooms.map((room) => {
              const sleeps = room.guests ? `, sleeps ${room.guests}` : '';
              return (
                <div key={room.id} className={styles.roomRow}>
                  <label htmlFor={`room-${room.id}`}>
                    {roomLabel(room.property_room_type?.type)}, {formatPounds(room.price)} per {room.property_rent_type?.type ?? 'Night'}
                    {sleeps} ({room.available} available)
                  </label>
                  <input
                    id={`room-${room.id}`}
                    type="number"
                    min={0}
                    max={room.available}
                    value={store.picked[`room_${room.id}`] ?? 0}
                    onChange={(e) => store.setRoomQuantity(room.id, Number(e.target.value))}
                  />
                </div>
              );
            })
          )}
          <FieldError errors={store.bookErrors} field="picked_rooms" />
        </fieldset>
      )}
    </>
  );
});

/** The stay's terms before Reserve: the windows, the breakdown by the shared rule, and the cancellation rule in words. */
const StaySummary = observer(function StaySummary({ store, advert }: { store: BookingStore; advert: Advert }) {
  const b = store.bookings;
  const details = advert.property_details;
  const fees: Array<[string, number | null | undefined, string]> = [
    ['Cleaning fee', details?.cleaning_fee, 'per room'],
    ['Service fee', details?.service_fee, 'per room'],
    ['Pet fee', advert.pet_friendly_paid ? advert.pet_friendly_fee : null, 'per pet'],
  ];
  return (
    <section className={styles.terms} aria-label="Price and terms">
      <dl className={styles.summary}>
        <div>
          <dt>Check-in</dt>
          <dd>{windowText(b.check_in_from, b.check_in_to)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{windowText(b.check_out_from, b.check_out_to)}</dd>
        </div>
        {store.quote
          ? null
          : fees
              .filter(([, fee]) => Number(fee) > 0)
              .map(([label, fee, unit]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    {formatPounds(Number(fee), { decimals: 2 })} {unit}
                  </dd>
                </div>
              ))}
        {advert.discounts.length ? (
          <div>
            <dt>Discounts</dt>
            <dd>{advert.discounts.map((discount) => `${discount.discount_type.type}: ${discountTerms(discount)}`).join('; ')}</dd>
          </div>
        ) : null}
      </dl>
      {store.quote ? (
        <PriceBreakdown lines={store.lines} />
      ) : (
        <p className={styles.pick}>
          Total Price: <span data-testid="booking-total">Pick dates please</span>
        </p>
      )}
      {store.instantBook !== null && <p className={styles.policy}>{bookingKindLine(store.instantBook)}</p>}
      <p className={styles.policy}>
        <strong>Cancellation:</strong> {cancellationPolicyText(store.policy)} {REFUND_PROMISE}
      </p>
    </section>
  );
});

const Summary = observer(function Summary({ store }: { store: BookingStore }) {
  const advert = store.advert;
  const service = store.service;
  if (store.mode === 'reserve' && advert) return <StaySummary store={store} advert={advert} />;
  if (service) {
    const from = service.working_hours_from;
    const to = service.working_hours_to;
    return (
      <section className={styles.terms} aria-label="Price and terms">
        <dl className={styles.summary}>
          <div>
            <dt>Price</dt>
            <dd>{servicePriceText(service.price, service.service_payment_type?.type)}</dd>
          </div>
          <div>
            <dt>Working hours</dt>
            <dd>{from && to ? `${formatTime(from)} - ${formatTime(to)}` : FLEXIBLE}</dd>
          </div>
        </dl>
        {isServicePriceToBeDiscussed(service.price, service.service_payment_type?.type) ? null : (
          <p className={styles.policy}>{REFUND_PROMISE}</p>
        )}
      </section>
    );
  }
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Price</dt>
        <dd>{store.price === null ? '' : formatPounds(store.price)}</dd>
      </div>
      <div>
        <dt>To pay</dt>
        <dd>Nothing: viewings are free</dd>
      </div>
    </dl>
  );
});

/** After a request: what was sent and what happens next, with the payment link until it is paid. */
const Sent = observer(function Sent({ store, booking, onClose }: { store: BookingStore; booking: Booking; onClose(): void }) {
  const host = booking.booking_type === 'appoint' ? 'provider' : 'host';
  return (
    <section className={styles.sent} aria-labelledby="booking-sent-heading">
      <h3 id="booking-sent-heading" className={styles.sentHeading}>
        Request sent
      </h3>
      <Alert tone="success">{store.success}</Alert>
      <h4 className={styles.nextHeading}>What happens next</h4>
      <ol className={styles.next}>
        {owesPayment(booking) ? (
          <li>
            <strong>{bookingNextStep(booking, 'guest')}</strong> The link stays on your trip until it is paid.
            <div className={styles.payLink}>
              <ButtonLink variant="primary" to={`/booking-payment/${encodeURIComponent(booking.payment_token ?? '')}`} onClick={onClose}>
                Pay {formatPounds(booking.amount_due, { decimals: 2 })}
              </ButtonLink>
            </div>
          </li>
        ) : null}
        <li>
          The {host} has until {booking.expires_at ? formatDateTime(booking.expires_at) : 'the start'} to accept or decline. Their answer
          comes to your conversation and your notifications.
        </li>
        {booking.amount_due > 0 ? <li>{REFUND_PROMISE}</li> : null}
      </ol>
      <p className={styles.sentLinks}>
        {booking.chat_room_id ? (
          <AppLink to={`/dashboard-user-messages/${booking.chat_room_id}`} onClick={onClose}>
            Open the conversation
          </AppLink>
        ) : null}
        <AppLink to="/dashboard-trips" onClick={onClose}>
          See your trips
        </AppLink>
      </p>
    </section>
  );
});

export interface BookingDialogProps {
  request: BookingRequest;
  onClose(): void;
  /** Injected by tests; the page uses one store per open dialog. */
  store?: BookingStore;
}

/** The Booking dialog in its three modes (001 §2): Book Viewing, Reservation, Book Service. */
export const BookingDialog = observer(function BookingDialog({ request, onClose, store: given }: BookingDialogProps) {
  const [store] = useState(() => given ?? new BookingStore());
  useEffect(() => {
    void store.open(request, sessionStore.user?.id ?? null);
  }, [store, request]);
  useEffect(() => () => store.dispose(), [store]);

  const title = bookingTitle(request.mode);
  const errors = store.readErrors ?? store.bookErrors;
  const sent = store.lastBooking;
  const reason = store.blockedReason;
  const footer = sent ? (
    <div className={styles.actions}>
      <Button onClick={store.startAnother}>Make another request</Button>
      <Button variant="primary" onClick={onClose}>
        Done
      </Button>
    </div>
  ) : (
    <div className={styles.footer}>
      <ValidationErrors errors={errors} />
      <div className={styles.actions}>
        {request.mode === 'reserve' && store.quote ? (
          <p className={styles.totalLine}>Total Price {formatPounds(store.quote.total, { decimals: 2 })}</p>
        ) : null}
        <Button
          type="submit"
          form="booking-form"
          variant="primary"
          disabled={!store.canSubmit && !reason}
          disabledReason={store.processing ? undefined : (reason ?? undefined)}
        >
          {store.processing ? 'Processing...' : request.mode === 'reserve' ? 'Reserve' : 'Book'}
        </Button>
      </div>
    </div>
  );
  return (
    <Modal title={title} onClose={onClose} footer={footer} size="lg">
      {sent ? (
        <Sent store={store} booking={sent} onClose={onClose} />
      ) : (
        <form
          id="booking-form"
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.submit();
          }}
        >
          {store.loading && !store.advert && !store.service ? <p className={styles.loading}>Loading…</p> : null}
          {request.mode === 'reserve' ? <ReserveFields store={store} /> : <ViewAppointFields store={store} />}
          {request.adType === 'Service' ? <ServiceFields store={store} /> : null}
          <Summary store={store} />
        </form>
      )}
    </Modal>
  );
});
