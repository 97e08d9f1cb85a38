import type { DashboardBooking } from '@marketplace/shared';
import { booking } from './fixtures';
import { availableActions, confirmationOf, otherPartyRole, reviewToWrite } from './bookingActions';

const now = new Date('2026-06-01T12:00:00Z');

describe('what a booking offers', () => {
  it('a host may accept, decline or cancel a pending request; its guest may only cancel', () => {
    expect(availableActions(booking({}), now)).toEqual(['accept', 'decline', 'cancel']);
    expect(availableActions(booking({ role: 'guest' }), now)).toEqual(['cancel']);
  });

  it('nothing once it has started or is final', () => {
    expect(availableActions(booking({ status: 'accepted', date_start: '2026-05-31T15:00:00.000Z' }), now)).toEqual([]);
    expect(availableActions(booking({ status: 'declined' }), now)).toEqual([]);
  });

  it('a completed stay or service leads to the add-review page with the booking, once', () => {
    const query = (b: DashboardBooking) => Object.fromEntries(new URLSearchParams((reviewToWrite(b, 9) ?? '').split('?')[1]));
    expect(reviewToWrite(booking({ status: 'completed', role: 'guest' }), 9)?.startsWith('/add-review?')).toBe(true);
    expect(query(booking({ status: 'completed', role: 'guest' }))).toEqual({
      ad_id: '7',
      booking_id: '1',
      from_user_id: '9',
      to_user_id: '3',
      type: 'host',
    });
    expect(query(booking({ status: 'completed', role: 'guest', property_id: null, service_id: 4 }))).toMatchObject({
      ad_id: '4',
      type: 'service',
    });
    // The host of a stay reviews its guest, with the type /add-review reads.
    expect(query(booking({ status: 'completed', role: 'host' }))).toMatchObject({ ad_id: '7', to_user_id: '3', type: 'guest' });
    expect(reviewToWrite(booking({ status: 'completed', reviewed: true }), 9)).toBeNull();
    expect(reviewToWrite(booking({ status: 'accepted' }), 9)).toBeNull();
  });
});

describe('who the other party is', () => {
  it("a stay's host or guest; a service's provider or client", () => {
    expect(otherPartyRole(booking({ role: 'host' }))).toBe('Guest');
    expect(otherPartyRole(booking({ role: 'guest' }))).toBe('Host');
    expect(otherPartyRole(booking({ role: 'host', property_id: null, service_id: 4 }))).toBe('Client');
    expect(otherPartyRole(booking({ role: 'guest', property_id: null, service_id: 4 }))).toBe('Provider');
  });
});

describe('what declining and cancelling ask first', () => {
  it('every move asks in the confirmation dialog with its optional message; accepting names the guest, dates and payout', () => {
    expect(confirmationOf(booking({}), 'accept')).toEqual({
      title: 'Accept this request?',
      message:
        "Emily Carter's stay from 10-06-2026 15:00 to 12-06-2026 11:00 is confirmed, and they are told in your conversation. Your payout: £200.00, once they pay.",
      confirmLabel: 'Accept',
      allowMessage: true,
    });
    expect(confirmationOf(booking({ paid_amount: 200 }), 'decline')).toMatchObject({
      title: 'Decline this request?',
      allowMessage: true,
      destructive: true,
      confirmLabel: 'Decline',
    });
    expect(confirmationOf(booking({ role: 'guest' }), 'cancel')?.title).toBe('Cancel this booking?');
  });
});
