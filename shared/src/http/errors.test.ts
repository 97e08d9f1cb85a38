import { apiErrorsOf, apiMessageOf, HttpError } from '.';

test("a failed call as a form's errors and in one sentence: the fields' messages, else the answer's, else ours", () => {
  const invalid = new HttpError(422, { message: 'The given data was invalid.', errors: { amount: ['The amount must be at least 1.'] } });
  const refused = new HttpError(403, { message: 'This action is unauthorized.' });
  const offline = new HttpError(0, {});
  expect(apiErrorsOf(invalid)).toEqual({ amount: ['The amount must be at least 1.'] });
  expect(apiErrorsOf(refused)).toEqual({ message: ['This action is unauthorized.'] });
  expect(apiErrorsOf(offline, { field: 'request', otherwise: 'Please try again.' })).toEqual({ request: ['Please try again.'] });
  expect(apiErrorsOf(new Error('boom'))).toEqual({ message: ['Error: boom'] });
  expect(apiMessageOf(invalid, 'Please try again.')).toBe('The amount must be at least 1.');
  expect(apiMessageOf(refused, 'Please try again.')).toBe('This action is unauthorized.');
  expect(apiMessageOf(new Error('boom'), 'Please try again.')).toBe('Please try again.');
});
