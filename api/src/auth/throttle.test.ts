import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lockoutSeconds, throttleKey, tooManyMessage } from './throttle.ts';

const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, s));

test('four failures in the window still allow another try', () => {
  assert.equal(lockoutSeconds([at(0), at(1), at(2), at(3)], at(4)), 0);
});

test('the fifth failure locks until the oldest counted one leaves the minute', () => {
  assert.equal(lockoutSeconds([at(0), at(10), at(20), at(30), at(40)], at(45)), 15);
  // With six failures the lock lifts when the second one ages out (then four remain).
  assert.equal(lockoutSeconds([at(0), at(10), at(20), at(30), at(40), at(50)], at(55)), 15);
});

test('the key ignores the case of the e-mail but not the address it came from', () => {
  assert.equal(throttleKey(' Amelia@Example.co.uk ', '10.0.0.1'), throttleKey('amelia@example.co.uk', '10.0.0.1'));
  assert.notEqual(throttleKey('amelia@example.co.uk', '10.0.0.1'), throttleKey('amelia@example.co.uk', '10.0.0.2'));
});

test('the lockout message', () => {
  assert.equal(tooManyMessage(42), 'Too many login attempts. Please try again in 42 seconds.');
});
