/**
 * Instant Book (issue 43): a host lets guests book a short stay without waiting for an answer; the
 * booking is confirmed as soon as it is paid. A host may keep that for guests with a verified e-mail
 * address and at least one completed stay (as Airbnb's guest requirements); everyone else requests to
 * book, and the host has the usual time to answer.
 */
import { ADVERT_OWN_FLAGS } from '../entities';
import { REQUEST_REPLY_HOURS } from './bookingStatus';

/** What an advert says of Instant Book (its columns). */
export interface InstantBookTerms {
  is_instant_book?: boolean | number | null;
  instant_book_trusted_only?: boolean | number | null;
}

/** What Instant Book's condition reads of a guest. */
export interface GuestRecord {
  verifiedEmail: boolean;
  completedStays: number;
}

/** Whether this guest's booking of the advert is confirmed on payment; a visitor not signed in counts as a guest with no record. */
export function booksInstantly(terms: InstantBookTerms, guest: GuestRecord | null): boolean {
  if (!terms.is_instant_book) return false;
  if (!terms.instant_book_trusted_only) return true;
  return Boolean(guest?.verifiedEmail) && (guest?.completedStays ?? 0) >= 1;
}

export const INSTANT_BOOK_TRUSTED_LABEL = ADVERT_OWN_FLAGS.instant_book_trusted_only.label;

/** The advert's line: which kind of booking a stay is. */
export function instantBookLine(terms: InstantBookTerms): string {
  if (!terms.is_instant_book) return `Request to book: the host has ${REQUEST_REPLY_HOURS} hours to accept.`;
  if (terms.instant_book_trusted_only)
    return 'Instant Book for guests with a verified e-mail address and a completed stay; others request to book.';
  return 'Instant Book: your stay is confirmed as soon as you pay.';
}

/** The reserve dialog's line for this guest. */
export function bookingKindLine(instant: boolean): string {
  return instant
    ? 'Instant Book: your stay is confirmed as soon as you pay.'
    : `Request to book: you pay now, and the host has ${REQUEST_REPLY_HOURS} hours to accept.`;
}
