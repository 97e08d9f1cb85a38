/** Laravel's `errors`: each field's messages. */
export type Errors = Record<string, string[]>;

export function addError(errors: Errors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Laravel-style validation failure: 422 {message, errors: {field: [messages]}}. */
export class ValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Errors) {
    const messages = Object.values(errors).flat();
    const first = messages[0] ?? 'The given data was invalid.';
    const more = messages.length - 1;
    super(more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first);
  }
}

/** An error whose status and message are meant for the caller (404 ad_does_not_exist, 429, ...). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
