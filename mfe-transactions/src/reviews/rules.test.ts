import { reviewCriteria } from '@marketplace/shared';
import { readAddReviewQuery, reviewPayload } from './rules';

describe('add review rules', () => {
  const full = { ad_id: '11', booking_id: '40', from_user_id: '7', to_user_id: '3', type: 'host' };

  it('reads a complete /add-review query', () => {
    expect(readAddReviewQuery(full, 7)).toEqual({ reviewType: 'host', adId: 11, bookingId: 40, fromUserId: 7, toUserId: 3 });
    expect(readAddReviewQuery({ ad_id: '11', type: 'neighbourhood' }, 7)).toMatchObject({ reviewType: 'neighbourhood', bookingId: null });
  });

  it('finds a query incomplete without a known type, an advert, a booking for a booking review, or from someone else', () => {
    expect(readAddReviewQuery({ ...full, type: 'landlord' }, 7)).toBeNull();
    expect(readAddReviewQuery({ ...full, type: undefined }, 7)).toBeNull();
    expect(readAddReviewQuery({ ...full, ad_id: 'abc' }, 7)).toBeNull();
    expect(readAddReviewQuery({ ...full, booking_id: undefined }, 7)).toBeNull();
    expect(readAddReviewQuery({ ...full, booking_id: '0' }, 7)).toBeNull();
    expect(readAddReviewQuery(full, 8)).toBeNull();
  });

  it("builds the host review payload with the booking's ids and the four criteria", () => {
    const ratings = { communication: 5, cleanliness: 4, location: 3, value: 2 };
    expect(reviewPayload({ reviewType: 'host', adId: 11, bookingId: 40, userId: 7, toUserId: 3, ratings, text: ' Lovely ' })).toEqual({
      review_type: 'host',
      user_id: '7',
      review_text: 'Lovely',
      ad_id: '11',
      booking_id: '40',
      guest_id: '7',
      host_id: '3',
      communication: '5',
      cleanliness: '4',
      location: '3',
      value: '2',
    });
  });

  it('a guest review is written by the host about the guest, with a star; unrated criteria send 0', () => {
    const payload = reviewPayload({ reviewType: 'guest', adId: 11, bookingId: 40, userId: 3, toUserId: 7, ratings: {}, text: '' });
    expect(payload).toMatchObject({ guest_id: '7', host_id: '3', review_star: '0' });
    expect(reviewCriteria('guest').map((c) => c.field)).toEqual(['review_star']);
  });

  it('a neighbourhood review names the reviewer as guest_id and needs no booking', () => {
    const payload = reviewPayload({
      reviewType: 'neighbourhood',
      adId: 11,
      bookingId: null,
      userId: 7,
      toUserId: null,
      ratings: { crime: 2 },
      text: '',
    });
    expect(payload).toMatchObject({ guest_id: '7', ad_id: '11', crime: '2', amenities: '0' });
    expect(payload.booking_id).toBeUndefined();
  });
});
