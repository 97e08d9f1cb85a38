/** Raise Issue rules (spec 001 §2 Report and Raise Issue, §4, §5, §8). */
import { ISSUE_MESSAGE_MAX, REQUIRED_MESSAGE } from '@marketplace/shared';

export const ISSUE_SENT = 'Your message was sent successfully!';
/** Success shows this long, then the modal closes. */
export const CLOSE_AFTER_MS = 2000;
/** Errors clear after this long. */
export const ERRORS_FOR_MS = 3000;

/** The option that needs words to make sense of it. */
export const OTHER_ISSUE = 'Other';

/**
 * What can go wrong with a booking, as Airbnb's resolution centre asks it: a stay or viewing, or a
 * service appointment. Offered whenever the opener gives no options of its own.
 */
export const BOOKING_ISSUES = {
  Property: ['Not as described', 'Access problem', 'Cleanliness', 'Safety concern', 'Payment', OTHER_ISSUE],
  Service: ['Did not turn up', 'Work not as described', 'Damage', 'Payment', OTHER_ISSUE],
} as const satisfies Record<'Property' | 'Service', readonly string[]>;

/**
 * An option is required when options are given, else a message ('Other' needs the message too); the
 * message is 2000 characters at most.
 */
export function issueErrors(issue: { option: string; message: string }, options: readonly string[]): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  if (options.length > 0 && !options.includes(issue.option)) errors.issue_option = [REQUIRED_MESSAGE];
  const needsWords = options.length === 0 || issue.option === OTHER_ISSUE;
  if (needsWords && issue.message.trim() === '') errors.issue_message = [REQUIRED_MESSAGE];
  if (issue.message.length > ISSUE_MESSAGE_MAX) errors.issue_message = [`The maximum allowed length is ${ISSUE_MESSAGE_MAX} characters`];
  return Object.keys(errors).length ? errors : null;
}
