import { bus } from '@marketplace/shared';
import { onCatchUp } from './live';

/** The private channel's subscription callbacks, as laravel-echo's `.subscribed()` and `.error()` take them. */
const subscribed: Array<() => void> = [];
const refused: Array<() => void> = [];
const resubscribe = jest.fn();

jest.mock('pusher-js', () => jest.fn());
jest.mock('@marketplace/shared', () => ({
  ...jest.requireActual<object>('@marketplace/shared'),
  pusherEchoOptions: () => ({}),
}));
jest.mock('laravel-echo', () =>
  jest.fn().mockImplementation(() => {
    const channel = {
      subscribed: (callback: () => void) => {
        subscribed.push(callback);
        return channel;
      },
      error: (callback: () => void) => {
        refused.push(callback);
        return channel;
      },
      notification: () => channel,
      listen: () => channel,
    };
    return { private: () => channel, disconnect: jest.fn(), connector: { pusher: { subscribe: resubscribe } } };
  }),
);

it('a channel subscribed again after a gap asks every live view to fetch again, and tells the other areas', () => {
  const caughtUp = jest.fn();
  const reconnected = jest.fn();
  const off = bus.on('realtime:reconnected', reconnected);
  const stop = onCatchUp(7, caughtUp);
  const first = subscribed[0];
  if (!first) throw new Error('the channel was not subscribed');
  // The first subscription follows the page's own first fetch: nothing was missed.
  first();
  expect(caughtUp).not.toHaveBeenCalled();
  // pusher-js reconnected (a node drained or restarted) and subscribed the channel again.
  first();
  expect(caughtUp).toHaveBeenCalledTimes(1);
  expect(reconnected).toHaveBeenCalledWith({ userId: 7 });
  stop();
  off();
  first();
  expect(caughtUp).toHaveBeenCalledTimes(1);
});

it('a refused subscription is asked again a second later, and once it succeeds the live views catch up', () => {
  jest.useFakeTimers();
  try {
    const caughtUp = jest.fn();
    // Another user's page: a connection of its own, whose first subscription is refused.
    const stop = onCatchUp(8, caughtUp);
    const refuse = refused.at(-1);
    const succeed = subscribed.at(-1);
    if (!refuse || !succeed) throw new Error('the channel was not subscribed');
    refuse();
    expect(resubscribe).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(resubscribe).toHaveBeenCalledWith('private-App.Models.User.8');
    succeed();
    expect(caughtUp).toHaveBeenCalledTimes(1);
    stop();
  } finally {
    jest.useRealTimers();
  }
});
