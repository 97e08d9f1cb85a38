import { sendsOnKey } from './rules';

it('sends on Enter and not on Shift+Enter or while composing', () => {
  expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
  expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
  expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
});
