import type { ApiErrors } from '../entities';

/** The first message of each field of a server errors object, in the server's order. */
export function firstErrorMessages(errors: ApiErrors | null | undefined): Array<{ field: string; message: string }> {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([field, messages]) => {
    const message = Array.isArray(messages) ? messages[0] : typeof messages === 'string' ? messages : undefined;
    return message ? [{ field, message }] : [];
  });
}

/** The first message for one field (shown under that field). */
export function firstError(errors: ApiErrors | null | undefined, field: string): string | undefined {
  const messages = errors?.[field];
  return Array.isArray(messages) ? messages[0] : undefined;
}
