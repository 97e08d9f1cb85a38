import { test } from 'node:test';
import assert from 'node:assert/strict';
import { confirmed, email, max, min, required, string, truthy, validate } from './validation.ts';

test('the first failing rule of each field gives its Laravel message', () => {
  const errors = validate(
    { name: '  ', email: 'someone@', password: 'abc', password_confirmation: 'abc' },
    { name: [required, string], email: [required, email], password: [required, min(8), confirmed] },
  );
  assert.deepEqual(errors, {
    name: ['The name field is required.'],
    email: ['The email field must be a valid email address.'],
    password: ['The password field must be at least 8 characters.'],
  });
});

test('valid input gives no errors', () => {
  const input = { email: 'amelia@example.co.uk', password: 'long enough', password_confirmation: 'long enough' };
  assert.deepEqual(validate(input, { email: [required, email, max(255)], password: [required, min(8), confirmed] }), {});
});

test('confirmation, length and type messages', () => {
  assert.equal(confirmed('a', 'password', { password_confirmation: 'b' }), 'The password field confirmation does not match.');
  assert.equal(max(3)('abcd', 'name', {}), 'The name field must not be greater than 3 characters.');
  assert.equal(string(12, 'name', {}), 'The name field must be a string.');
  assert.equal(required(undefined, 'password_confirmation', {}), 'The password confirmation field is required.');
});

test('checkbox values from JSON and forms', () => {
  for (const yes of [true, 1, '1', 'true', 'on']) assert.equal(truthy(yes), true, String(yes));
  for (const no of [false, 0, '0', 'false', '', undefined, null]) assert.equal(truthy(no), false, String(no));
});
