import { composeValidators, maxLength, maxValue, minLength, minValue, required } from './validators';

test('required rejects empty text, no value and an unticked checkbox', () => {
  for (const empty of [undefined, null, '', '   ', false, []]) expect(required(empty)).toBe('This field is required');
  for (const filled of ['a', 0, true, [1]]) expect(required(filled)).toBeUndefined();
});

test('value bounds', () => {
  expect(minValue(1)(0)).toBe('The minimum required value is 1');
  expect(minValue(1)('1')).toBeUndefined();
  expect(maxValue(999)(1000)).toBe('The maximum allowed value is 999');
  expect(maxValue(999)(999)).toBeUndefined();
  expect(minValue(1)('')).toBeUndefined();
});

test('length bounds', () => {
  expect(minLength(10)('too short')).toBe('The minimum required length is 10 characters');
  expect(minLength(10)('long enough')).toBeUndefined();
  expect(maxLength(3)('four')).toBe('The maximum allowed length is 3 characters');
});

test('composeValidators gives the first message', () => {
  const jobDescription = composeValidators(required, minLength(10), maxLength(500));
  expect(jobDescription('')).toBe('This field is required');
  expect(jobDescription('short')).toBe('The minimum required length is 10 characters');
  expect(jobDescription('Fix the boiler in the kitchen')).toBeUndefined();
});
