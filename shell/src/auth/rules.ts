/** The API's minimum (Laravel's `min:8` on password). */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MISMATCH_MESSAGE = 'The password confirmation does not match.';

/** react-final-form validator for a confirmation field: it must equal the form's `password`. */
export function matchesPassword(value: unknown, allValues?: object): string | undefined {
  const password = (allValues as { password?: unknown } | undefined)?.password;
  return value === password ? undefined : PASSWORD_MISMATCH_MESSAGE;
}
