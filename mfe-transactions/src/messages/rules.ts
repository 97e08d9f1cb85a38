/** Private message rules (spec 001 §2 Private message dialog, §5). */
export const MESSAGE_MAX = 2000;
export const SENT_MESSAGE = 'Your message was sent successfully!';
/** How long the success message shows before the dialog closes. */
export const CLOSE_AFTER_MS = 2000;

/** The text the dialog starts with when no message is given: about the advert's address, or generic for a service. */
export function interestMessage(adType: 'Property' | 'Service', fullAddress: string | null | undefined): string {
  if (adType === 'Property' && fullAddress) return `Hello, I am interested in your property at ${fullAddress}. Is it still available?`;
  if (adType === 'Property') return 'Hello, I am interested in your property. Is it still available?';
  return 'Hello, I am interested in your service. Are you available?';
}

/** An empty message is not sent (silently ignored). */
export const isSendable = (text: string): boolean => text.trim().length > 0 && text.length <= MESSAGE_MAX;
