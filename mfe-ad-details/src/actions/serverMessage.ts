import { firstErrorMessages, isHttpError } from '@marketplace/shared';

/**
 * What to tell the user about a failed call: the first server error (or its message). Null when the
 * shared client's global policy already told or signed them out.
 */
export function serverMessage(error: unknown, fallback: string): string | null {
  if (!isHttpError(error)) return fallback;
  if (error.handled) return null;
  return firstErrorMessages(error.data.errors)[0]?.message || error.data.message || fallback;
}
