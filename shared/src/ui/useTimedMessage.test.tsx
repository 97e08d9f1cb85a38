import { act, renderHook } from '@testing-library/react';
import { useTimedMessage } from './useTimedMessage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a message clears itself after its time and then runs what follows', () => {
  const after = jest.fn();
  const { result } = renderHook(() => useTimedMessage(4000));
  act(() => result.current[1]('Saved', after));
  expect(result.current[0]).toBe('Saved');
  act(() => jest.advanceTimersByTime(3999));
  expect(result.current[0]).toBe('Saved');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current[0]).toBeNull();
  expect(after).toHaveBeenCalledTimes(1);
});

test('a newer message replaces the older one and gets its own full time', () => {
  const { result } = renderHook(() => useTimedMessage(3000));
  act(() => result.current[1]('First'));
  act(() => jest.advanceTimersByTime(2000));
  act(() => result.current[1]('Second'));
  act(() => jest.advanceTimersByTime(2000));
  expect(result.current[0]).toBe('Second');
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current[0]).toBeNull();
});

test('a dismissed message goes at once, and what follows its time does not run', () => {
  const after = jest.fn();
  const { result } = renderHook(() => useTimedMessage(6000));
  act(() => result.current[1]('Search saved.', after));
  act(() => result.current[2]());
  expect(result.current[0]).toBeNull();
  act(() => jest.advanceTimersByTime(6000));
  expect(after).not.toHaveBeenCalled();
});
