import { FORM_ERROR } from 'final-form';
import { NETWORK_ERROR_MESSAGE, serverFailure } from './submission';

const failure = (status: number, data: object, handled = false) => ({ status, data, handled });

test('each field of the form gets its first server message', () => {
  const error = failure(422, {
    message: 'The email has already been taken. (and 1 more error)',
    errors: { email: ['The email has already been taken.', 'second'], password: ['The password field must be at least 8 characters.'] },
  });
  expect(serverFailure(error, ['name', 'email', 'password'])).toEqual({
    submission: { email: 'The email has already been taken.', password: 'The password field must be at least 8 characters.' },
    others: null,
  });
});

test('errors of fields the form does not show are kept for the errors list', () => {
  const error = failure(422, { errors: { token: ['The token field is required.'], email: ['The email field is required.'] } });
  expect(serverFailure(error, ['email', 'password'])).toEqual({
    submission: { email: 'The email field is required.' },
    others: { token: ['The token field is required.'] },
  });
});

test('a lockout shows its message above the form, not under the e-mail', () => {
  const message = 'Too many login attempts. Please try again in 42 seconds.';
  expect(serverFailure(failure(429, { message, errors: { email: [message] } }), ['email', 'password']).submission).toEqual({
    [FORM_ERROR]: message,
  });
});

test('errors the global policy already reported add nothing', () => {
  expect(serverFailure(failure(500, { message: 'Server Error' }, true), ['email'])).toEqual({ submission: undefined, others: null });
});

test('a network failure or an unexpected throw says the site could not be reached', () => {
  expect(serverFailure(failure(0, { message: 'Failed to fetch' }), ['email']).submission).toEqual({ [FORM_ERROR]: NETWORK_ERROR_MESSAGE });
  expect(serverFailure(new TypeError('x'), ['email']).submission).toEqual({ [FORM_ERROR]: NETWORK_ERROR_MESSAGE });
});

test('a failure without field errors shows the server message above the form', () => {
  expect(serverFailure(failure(403, { message: 'This action is unauthorized.' }), ['email']).submission).toEqual({
    [FORM_ERROR]: 'This action is unauthorized.',
  });
});
