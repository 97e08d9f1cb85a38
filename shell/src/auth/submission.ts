import { FORM_ERROR, type SubmissionErrors } from 'final-form';

/** What the pages need of the shared client's HttpError (status and Laravel-style body). */
interface ApiFailure {
  status: number;
  data?: { message?: string; errors?: Record<string, string[] | string> };
  handled?: boolean;
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Roofline. Please check your connection and try again.';
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

export interface ServerFailure {
  /** For react-final-form: the first message under each field of the form, FORM_ERROR above it. */
  submission: SubmissionErrors;
  /** Errors of fields this form does not show (a reset link without its token), for the errors list. */
  others: Record<string, string[]> | null;
}

function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && typeof (error as ApiFailure).status === 'number';
}

/**
 * Sorts a failed call for the page: field messages under their fields, a lockout (429) or a message
 * with no field above the form. Errors the global policy already reported (500, 419, 503) add
 * nothing, so the person is not told twice.
 */
export function serverFailure(error: unknown, fields: readonly string[]): ServerFailure {
  if (!isApiFailure(error) || error.status === 0) return { submission: { [FORM_ERROR]: NETWORK_ERROR_MESSAGE }, others: null };
  if (error.handled) return { submission: undefined, others: null };
  const message = error.data?.message;
  if (error.status === 429) return { submission: { [FORM_ERROR]: message ?? GENERIC_MESSAGE }, others: null };
  const submission: Record<string, string> = {};
  const others: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.data?.errors ?? {})) {
    const list = Array.isArray(messages) ? messages : [messages];
    if (!list[0]) continue;
    if (fields.includes(field)) submission[field] = list[0];
    else others[field] = list;
  }
  const hasOthers = Object.keys(others).length > 0;
  if (!hasOthers && !Object.keys(submission).length) submission[FORM_ERROR] = message ?? GENERIC_MESSAGE;
  return { submission, others: hasOthers ? others : null };
}
