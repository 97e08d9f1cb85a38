import { bus } from '@marketplace/shared';
import { onCatchUp } from './live';

/** The private channel's subscription callbacks, as laravel-echo's `.subscribed()` takes them. */
const subscribed: Array<() => void> = [];

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
      notification: () => channel,
      listen: () => channel,
    };
    return { private: () => channel, disconnect: jest.fn() };
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
