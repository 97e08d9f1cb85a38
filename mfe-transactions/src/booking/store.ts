import { makeAutoObservable, runInAction } from 'mobx';
import {
  advertCancellationPolicy,
  BOOKING_SUCCESS_MESSAGE,
  bookingWindow,
  composeValidators,
  dayKey,
  dayStart,
  FLEXIBLE,
  formatBookingDate,
  hoursLeft,
  isBookedWhole,
  isDayUnavailable,
  apiErrorsOf,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  maxLength,
  minLength,
  minutesOfDay,
  momentAt,
  overCapacityMessage,
  quartersLeft,
  required,
  reserveLines,
  reserveQuote,
  roomLabel,
  roomsFreeOverRange,
  SERVICE_ADDRESS_MAX,
  stayOffer,
  SERVICE_ADDRESS_MIN,
  stayCapacity,
  stayNights,
  VIEWING_HOURS,
  workingWindow,
  type Advert,
  type ApiErrors,
  type Booking,
  type BookingCalendar,
  type BookingsByAd,
  type BookingWindow,
  type CancellationPolicy,
  type DayContext,
  type ModalRequest,
  type PriceLine,
  type ReserveQuote,
  type Room,
  type Service,
  type StayDates,
  type StayOffer,
} from '@marketplace/shared';
import { bookingApi, type BookingApi } from './api';

export type BookingRequest = Extract<ModalRequest, { kind: 'booking' }>;
export type BookingMode = BookingRequest['mode'];

/** 001 §9: how long read errors stay. (The success panel stays until closed: it holds the payment link.) */
export const READ_ERROR_MS = 3000;
/** When a window is flexible, stays default to the usual 15:00 check-in and 11:00 check-out. */
const DEFAULT_CHECK_IN = '15:00';
const DEFAULT_CHECK_OUT = '11:00';

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Quarter-hour times of a window ('HH:mm' ends, or 'Flexible' for the whole day). */
export function timeOptions(from: string, to: string): string[] {
  const start = from === FLEXIBLE ? 0 : (minutesOfDay(from) ?? 0);
  const end = to === FLEXIBLE ? 23 * 60 + 45 : (minutesOfDay(to) ?? 23 * 60 + 45);
  const options: string[] = [];
  for (let m = start; m <= end; m += 15) options.push(hhmm(m));
  return options.length ? options : [hhmm(start)];
}

const EMPTY_BOOKINGS: BookingsByAd = {
  booked_dates: [],
  booked_date_hours: {},
  booked_date_hour_minutes: {},
  check_in_from: FLEXIBLE,
  check_in_to: FLEXIBLE,
  check_out_from: FLEXIBLE,
  check_out_to: FLEXIBLE,
  disabled_rooms: {},
  booked_rooms: {},
};

/**
 * The Booking dialog's state (001 §2, §4): what the advert is, what is taken, the form, and sending it.
 * The rules come from shared, so the dialog offers only what the API will accept.
 */
export class BookingStore {
  request: BookingRequest | null = null;
  userId: number | null = null;
  advert: Advert | null = null;
  service: Service | null = null;
  bookings: BookingsByAd = EMPTY_BOOKINGS;
  calendars: BookingCalendar[] = [];
  loading = false;
  processing = false;
  /** Errors of the reads (cleared after 3 s) and of booking (kept until the next attempt). */
  readErrors: ApiErrors | null = null;
  bookErrors: ApiErrors | null = null;
  /** The form's own checks before sending (service bookings). */
  fieldErrors: ApiErrors = {};
  success: string | null = null;
  /** The booking just made: the dialog shows its next steps and payment link, and sends nothing more until another request is started. */
  lastBooking: Booking | null = null;
  /** Whether this guest's stay is confirmed as soon as it is paid (Instant Book); null until known or for other bookings. */
  instantBook: boolean | null = null;

  // The form (001 §3 Booking form).
  day: string | null = null;
  hour: number | null = null;
  minute: number | null = null;
  rangeFrom: string | null = null;
  rangeTo: string | null = null;
  checkInTime: string | null = null;
  checkOutTime: string | null = null;
  guests = 1;
  pets = 0;
  picked: Record<string, number> = {};
  pickedRoom: number | null = null;
  address = '';
  postcode = '';
  description = '';

  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly api: BookingApi = bookingApi,
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<BookingStore, 'timers' | 'api' | 'now'>(this, { timers: false, api: false, now: false }, { autoBind: true });
  }

  get mode(): BookingMode | null {
    return this.request?.mode ?? null;
  }

  get isService(): boolean {
    return this.request?.adType === 'Service';
  }

  /** Opening, a new advert or a new refresh trigger: reset, then load the advert, its calendar and its bookings. */
  async open(request: BookingRequest, userId: number | null): Promise<void> {
    this.request = request;
    this.userId = userId;
    this.reset();
    this.instantBook = null;
    await this.load();
    if (request.stay && request.mode === 'reserve') this.startOn(request.stay);
  }

  /**
   * Starts a stay on the dates and party a search or the advert priced, with the rooms its total was for
   * (shared's stayOffer over the rooms free then): the total shown here is the one shown there.
   */
  startOn(stay: StayDates): void {
    this.setGuests(stay.guests);
    this.setRange(stay.start, stay.end);
    const offer = this.offer;
    if (offer) this.picked = Object.fromEntries(offer.rooms.map((room) => [`room_${room.id}`, room.quantity]));
  }

  /** The cheapest rooms that sleep the party over the picked dates, as the search prices a stay. */
  get offer(): StayOffer | null {
    const advert = this.advert;
    if (!advert || !this.rangeFrom || !this.rangeTo || !this.rangeDates) return null;
    return stayOffer(
      {
        price: Number(advert.price) || 0,
        rentTypeId: advert.property_rent_type_id,
        bookedWhole: this.bookedWhole,
        // The range picker offers only free days.
        wholeFree: true,
        wholeGuests: advert.tenants_guests,
        rooms: this.freeRooms.map((room) => ({
          id: room.id,
          price: Number(room.price),
          rentTypeId: room.property_rent_type_id,
          guests: room.guests ?? null,
          available: room.available,
          name: roomLabel(room.property_room_type?.type),
        })),
        cleaningFee: advert.property_details?.cleaning_fee ?? null,
        serviceFee: advert.property_details?.service_fee ?? null,
        discounts: advert.discounts,
      },
      { start: this.rangeFrom, end: this.rangeTo, guests: this.guests },
      this.now(),
    );
  }

  reset(): void {
    this.clearTimers();
    this.day = null;
    this.hour = null;
    this.minute = null;
    this.rangeFrom = null;
    this.rangeTo = null;
    this.guests = 1;
    this.pets = 0;
    this.picked = {};
    this.pickedRoom = null;
    this.address = '';
    this.postcode = '';
    this.description = '';
    this.fieldErrors = {};
    this.bookErrors = null;
    this.success = null;
    this.lastBooking = null;
    this.applyDefaultTimes();
  }

  /** Keeps a picked time still inside its window, else the usual time (or the window's first). */
  private applyDefaultTimes(): void {
    const pick = (current: string | null, options: string[], usual: string) =>
      current !== null && options.includes(current) ? current : options.includes(usual) ? usual : (options[0] ?? null);
    this.checkInTime = pick(this.checkInTime, this.checkInOptions, DEFAULT_CHECK_IN);
    this.checkOutTime = pick(this.checkOutTime, this.checkOutOptions, DEFAULT_CHECK_OUT);
  }

  async load(): Promise<void> {
    const request = this.request;
    if (!request) return;
    this.loading = true;
    const ids =
      request.adType === 'Service'
        ? { property_id: null, service_id: request.advertId }
        : { property_id: request.advertId, service_id: null };
    try {
      const [subject, bookings, calendars, terms] = await Promise.all([
        request.adType === 'Service' ? this.api.service(request.advertId) : this.api.advert(request.advertId),
        this.api.bookingsByAd({ host_id: request.hostId, booking_type: request.mode, ...ids }),
        this.api.calendar(ids),
        request.mode === 'reserve' ? this.api.stayTerms(request.advertId) : null,
      ]);
      runInAction(() => {
        this.instantBook = terms?.instant_book ?? null;
        if (request.adType === 'Service') this.service = subject as Service;
        else this.advert = subject as Advert;
        this.bookings = bookings;
        this.calendars = calendars;
        this.applyDefaultTimes();
      });
    } catch (error) {
      runInAction(() => {
        this.readErrors = apiErrorsOf(error, { field: 'request', otherwise: 'Something went wrong. Please try again.' });
      });
      this.later(READ_ERROR_MS, () => {
        this.readErrors = null;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  get window(): BookingWindow {
    const start = this.advert?.date_start ?? null;
    const end = this.advert?.date_end ?? null;
    return bookingWindow(this.now(), start, end);
  }

  get dayContext(): DayContext {
    const service = this.service;
    return {
      taken: this.bookings,
      calendars: this.calendars,
      window: service
        ? workingWindow(service.working_hours_from, service.working_hours_to)
        : workingWindow(VIEWING_HOURS.from, VIEWING_HOURS.to),
      bookingWindow: this.window,
    };
  }

  /** Single-date pickers grey out days with no start left; the range picker greys out booked and closed days. */
  isDayDisabled(day: string): boolean {
    if (this.mode !== 'reserve') return isDayUnavailable(day, this.dayContext);
    if (day < dayKey(this.window.start) || day > dayKey(this.window.end)) return true;
    if (this.bookings.booked_dates.includes(day)) return true;
    return this.calendars.some((calendar) => calendar.disabled_dates.some((closed) => closed.slice(0, 10) === day));
  }

  get hours(): number[] {
    return this.day ? hoursLeft(this.day, this.dayContext) : [];
  }

  get quarters(): number[] {
    return this.day && this.hour !== null ? quartersLeft(this.day, this.hour, this.dayContext) : [];
  }

  setDay(day: string | null): void {
    this.day = day;
    if (this.hour !== null && !this.hours.includes(this.hour)) this.hour = null;
    this.keepMinute();
  }

  setHour(hour: number | null): void {
    this.hour = hour;
    this.keepMinute();
  }

  private keepMinute(): void {
    const quarters = this.quarters;
    if (this.minute === null || !quarters.includes(this.minute)) this.minute = quarters[0] ?? null;
  }

  setMinute(minute: number): void {
    this.minute = minute;
  }

  /** A new range keeps only the rooms still free over it. */
  setRange(from: string | null, to: string | null): void {
    this.rangeFrom = from;
    this.rangeTo = to;
    const free = new Map(this.freeRooms.map((room) => [`room_${room.id}`, room.available]));
    this.picked = Object.fromEntries(
      Object.entries(this.picked)
        .filter(([key]) => free.has(key))
        .map(([key, quantity]) => [key, Math.min(quantity, free.get(key) ?? 0)]),
    );
  }

  setCheckIn(time: string): void {
    this.checkInTime = time;
  }

  setCheckOut(time: string): void {
    this.checkOutTime = time;
  }

  setGuests(guests: number): void {
    this.guests = guests;
  }

  setPets(pets: number): void {
    this.pets = pets;
  }

  setRoomQuantity(roomId: number, quantity: number): void {
    const room = this.freeRooms.find((r) => r.id === roomId);
    const bounded = Math.max(0, Math.min(room?.available ?? 0, Math.floor(quantity) || 0));
    this.picked = { ...this.picked, [`room_${roomId}`]: bounded };
  }

  setPickedRoom(roomId: number): void {
    this.pickedRoom = roomId;
  }

  setAddress(address: string, postcode: string | null = null): void {
    this.address = address;
    this.postcode = postcode ?? '';
  }

  setDescription(description: string): void {
    this.description = description;
  }

  get checkInOptions(): string[] {
    return timeOptions(this.bookings.check_in_from, this.bookings.check_in_to);
  }

  get checkOutOptions(): string[] {
    return timeOptions(this.bookings.check_out_from, this.bookings.check_out_to);
  }

  /** A window whose from equals its to fixes the time (001 §4). */
  get checkInLocked(): boolean {
    return this.bookings.check_in_from !== FLEXIBLE && this.bookings.check_in_from === this.bookings.check_in_to;
  }

  get checkOutLocked(): boolean {
    return this.bookings.check_out_from !== FLEXIBLE && this.bookings.check_out_from === this.bookings.check_out_to;
  }

  /** A Studio Flat, or an advert without rooms, is reserved whole. */
  get bookedWhole(): boolean {
    return this.advert ? isBookedWhole(this.advert) : true;
  }

  /** A long-term let with rooms: a viewing asks which room. */
  get asksForRoom(): boolean {
    return this.mode === 'view' && Boolean(this.advert?.property_rooms.length) && !this.advert?.is_short_term;
  }

  get rangeDates(): { start: Date; end: Date } | null {
    if (!this.rangeFrom || !this.rangeTo || !this.checkInTime || !this.checkOutTime) return null;
    // The times are on the UK clock, as the advert's check-in and check-out windows are.
    const start = momentAt(this.rangeFrom, minutesOfDay(this.checkInTime) ?? 0);
    const end = momentAt(this.rangeTo, minutesOfDay(this.checkOutTime) ?? 0);
    return start && end ? { start, end } : null;
  }

  /** Rooms free on every night of the picked range, each with how many are left. */
  get freeRooms(): Array<Room & { available: number }> {
    const range = this.rangeDates;
    if (!range || !this.advert || this.bookedWhole) return [];
    return roomsFreeOverRange(
      this.advert.property_rooms.map((room) => ({ ...room, quantity: room.quantity ?? 1 })),
      this.bookings,
      range.start,
      range.end,
    );
  }

  get nights(): string[] {
    const range = this.rangeDates;
    return range ? stayNights(range.start, range.end) : [];
  }

  /** The reserve quote once both dates are picked (001 §9), with the same rule the API applies. */
  get quote(): ReserveQuote | null {
    const advert = this.advert;
    const range = this.rangeDates;
    if (!advert || !range || range.end <= range.start) return null;
    const rooms = this.bookedWhole
      ? [{ price: Number(advert.price) || 0, quantity: 1 }]
      : this.freeRooms
          .map((room) => ({
            price: Number(room.price),
            quantity: this.picked[`room_${room.id}`] ?? 0,
            rentTypeId: room.property_rent_type_id,
            name: roomLabel(room.property_room_type?.type),
          }))
          .filter((room) => room.quantity > 0);
    return reserveQuote({
      rentTypeId: advert.property_rent_type_id ?? 3,
      rooms,
      start: range.start,
      end: range.end,
      guests: this.guests,
      pets: this.pets,
      cleaningFee: advert.property_details?.cleaning_fee ?? null,
      serviceFee: advert.property_details?.service_fee ?? null,
      petFee: advert.pet_friendly_paid ? advert.pet_friendly_fee : null,
      discounts: advert.discounts,
      now: this.now(),
    });
  }

  /** The quote as the breakdown the API will store and the payment page will show. */
  get lines(): PriceLine[] {
    return this.quote ? reserveLines(this.quote) : [];
  }

  /** The advert's cancellation policy, which a stay booked now is charged by. */
  get policy(): CancellationPolicy | null {
    return this.advert ? advertCancellationPolicy(this.advert) : null;
  }

  /** How many guests the picked rooms (or the whole place) take; null when nothing says. */
  get capacity(): number | null {
    const advert = this.advert;
    if (this.mode !== 'reserve' || !advert) return null;
    if (this.bookedWhole) return stayCapacity([], advert.tenants_guests);
    const picked = this.freeRooms.filter((room) => (this.picked[`room_${room.id}`] ?? 0) > 0);
    if (!picked.length) return null;
    return stayCapacity(picked.map((room) => ({ guests: room.guests, quantity: this.picked[`room_${room.id}`] ?? 0 })));
  }

  /** The API's refusal, said before sending: more guests than the rooms take. */
  get capacityError(): string | null {
    const capacity = this.capacity;
    return capacity !== null && this.guests > capacity ? overCapacityMessage(capacity, this.bookedWhole) : null;
  }

  /** The price sent with the booking: the quote for a stay, the room's or the advert's price for a viewing, the service's price. */
  get price(): number | null {
    if (this.mode === 'reserve') return this.quote?.total ?? null;
    if (this.service) return Number(this.service.price) || 0;
    const room = this.advert?.property_rooms.find((r) => r.id === this.pickedRoom);
    return room ? Number(room.price) : this.advert ? Number(this.advert.price) || 0 : null;
  }

  get start(): Date | null {
    if (this.mode === 'reserve') return this.rangeDates?.start ?? null;
    if (!this.day || this.hour === null || this.minute === null) return null;
    return momentAt(this.day, this.hour * 60 + this.minute);
  }

  get descriptionCount(): string {
    return `${this.description.length} / ${JOB_DESCRIPTION_MAX}`;
  }

  /** 001 §5: service bookings are checked before sending. */
  validate(): boolean {
    const errors: ApiErrors = {};
    if (this.isService) {
      const address = composeValidators(required, minLength(SERVICE_ADDRESS_MIN), maxLength(SERVICE_ADDRESS_MAX))(this.address.trim());
      const description = composeValidators(
        required,
        minLength(JOB_DESCRIPTION_MIN),
        maxLength(JOB_DESCRIPTION_MAX),
      )(this.description.trim());
      if (address) errors.service_user_address = [address];
      if (description) errors.service_user_job_description = [description];
    }
    this.fieldErrors = errors;
    return Object.keys(errors).length === 0;
  }

  /** Why the button cannot send yet, said beside it; null when it can (or while busy or loading). */
  get blockedReason(): string | null {
    if (this.processing || this.loading || this.lastBooking) return null;
    if (this.mode === 'reserve') {
      if (!this.rangeDates) return 'Pick your check-in and check-out dates first.';
      if (!this.bookedWhole && !Object.values(this.picked).some((q) => q > 0)) return 'Pick at least one room.';
      return this.capacityError;
    }
    if (!this.day) return 'Pick a date first.';
    if (this.hour === null || this.minute === null) return 'Pick a time on that day.';
    if (this.asksForRoom && this.pickedRoom === null) return 'Choose the room to view.';
    return null;
  }

  get canSubmit(): boolean {
    if (this.processing || this.loading || this.lastBooking || !this.start || this.price === null) return false;
    return this.blockedReason === null;
  }

  /** The api/book payload (001 §7), the booking user being the signed-in one. */
  get payload(): Record<string, unknown> | null {
    const request = this.request;
    const start = this.start;
    if (!request || !start) return null;
    const end = this.mode === 'reserve' ? (this.rangeDates?.end ?? start) : start;
    const today = dayStart(dayKey(this.now()));
    const base = {
      booking_type: request.mode,
      user_id: this.userId,
      host_id: request.hostId,
      price: this.price,
      pets: this.pets,
      guests: this.guests,
      date_start: formatBookingDate(start),
      date_end: formatBookingDate(end),
      date_now: formatBookingDate(today),
    };
    if (this.isService) {
      return {
        ...base,
        service_id: request.advertId,
        service_user_address: this.address.trim(),
        service_user_postcode: this.postcode || null,
        service_user_job_description: this.description.trim(),
      };
    }
    const pickedRooms = Object.fromEntries(Object.entries(this.picked).filter(([, quantity]) => quantity > 0));
    return {
      ...base,
      property_id: request.advertId,
      picked_rooms: JSON.stringify(pickedRooms),
      picked_room: JSON.stringify(this.pickedRoom === null ? null : { id: this.pickedRoom }),
    };
  }

  /** After a request: back to an empty form for another one (the one sent stays sent). */
  startAnother(): void {
    this.reset();
  }

  async submit(): Promise<boolean> {
    if (this.processing || this.lastBooking) return false;
    this.bookErrors = null;
    if (!this.validate()) return false;
    const payload = this.payload;
    if (!payload) return false;
    this.processing = true;
    try {
      const booking = await this.api.book(payload);
      runInAction(() => {
        this.success = BOOKING_SUCCESS_MESSAGE;
        this.lastBooking = booking;
      });
      // What is taken now includes this request, for the next one made from this dialog.
      void this.load();
      return true;
    } catch (error) {
      runInAction(() => {
        this.bookErrors = apiErrorsOf(error, { field: 'request', otherwise: 'Something went wrong. Please try again.' });
      });
      return false;
    } finally {
      runInAction(() => {
        this.processing = false;
      });
    }
  }

  private later(ms: number, run: () => void | Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, ms);
    this.timers.add(timer);
  }

  private clearTimers(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
  }

  dispose(): void {
    this.clearTimers();
  }
}
