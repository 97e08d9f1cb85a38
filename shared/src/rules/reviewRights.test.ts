import { bookingReviewRight, REVIEW_REFUSALS, reviewedPerson, type ReviewedBooking } from './reviewRights';

const now = new Date('2026-11-20T12:00:00Z');
const stay: ReviewedBooking = {
  status: 'completed',
  date_start: new Date('2026-11-01T15:00:00Z'),
  date_end: new Date('2026-11-05T11:00:00Z'),
  user_id: 7,
  host_id: 3,
  property_id: 11,
  service_id: null,
};
const appointment: ReviewedBooking = { ...stay, property_id: null, service_id: 21 };

describe('who may review a booking', () => {
  it('lets the guest review the host of a completed stay and the host review that guest', () => {
    expect(bookingReviewRight('host', stay, 7, now)).toEqual({ ok: true });
    expect(bookingReviewRight('guest', stay, 3, now)).toEqual({ ok: true });
    expect(bookingReviewRight('service', appointment, 7, now)).toEqual({ ok: true });
  });

  it('refuses anyone outside the booking, and each party the other side of the review, with a 403', () => {
    expect(bookingReviewRight('host', stay, 99, now)).toEqual({ ok: false, status: 403, message: REVIEW_REFUSALS.notGuest });
    expect(bookingReviewRight('host', stay, 3, now)).toEqual({ ok: false, status: 403, message: REVIEW_REFUSALS.notGuest });
    expect(bookingReviewRight('guest', stay, 7, now)).toEqual({ ok: false, status: 403, message: REVIEW_REFUSALS.notHost });
  });

  it('refuses a review of the wrong kind of booking', () => {
    expect(bookingReviewRight('host', appointment, 7, now)).toMatchObject({ status: 422, message: REVIEW_REFUSALS.notStay });
    expect(bookingReviewRight('service', stay, 7, now)).toMatchObject({ status: 422, message: REVIEW_REFUSALS.notService });
  });

  it('waits for completion: pending, declined or an accepted stay not yet over are refused, an accepted one that ended is completed', () => {
    expect(bookingReviewRight('host', { ...stay, status: 'pending' }, 7, now)).toMatchObject({
      status: 422,
      message: REVIEW_REFUSALS.notCompleted,
    });
    expect(bookingReviewRight('host', { ...stay, status: 'declined' }, 7, now)).toMatchObject({ status: 422 });
    const running = { ...stay, status: 'accepted' as const, date_end: new Date('2026-11-25T11:00:00Z') };
    expect(bookingReviewRight('host', running, 7, now)).toMatchObject({ status: 422 });
    expect(bookingReviewRight('host', { ...stay, status: 'accepted' }, 7, now)).toEqual({ ok: true });
  });

  it('names the person reviewed', () => {
    expect(reviewedPerson('host', stay)).toBe(3);
    expect(reviewedPerson('guest', stay)).toBe(7);
  });
});
