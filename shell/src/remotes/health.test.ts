import { createReleaseHealth } from './health';

const TOKEN = 'pl1.1.abc.sig';

function sender() {
  return { failure: jest.fn(async () => undefined), loads: jest.fn(async () => undefined) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("sends a remote's first failure once, under the page load's token, its message scrubbed of personal data", () => {
  const send = sender();
  const { reportFailure } = createReleaseHealth(send, TOKEN);
  reportFailure('mfe-search-map', '1.0.0-abc', 'mount', new Error('no results for jo@example.com'));
  reportFailure('mfe-search-map', '1.0.0-abc', 'render', new Error('later'));
  reportFailure('mfe-ad-details', '1.0.0-def', 'load', 'timed out');
  expect(send.failure.mock.calls).toEqual([
    [{ remote: 'mfe-search-map', version: '1.0.0-abc', kind: 'mount', message: 'no results for [email]', page_load: TOKEN }],
    [{ remote: 'mfe-ad-details', version: '1.0.0-def', kind: 'load', message: 'timed out', page_load: TOKEN }],
  ]);
});

it('gathers the remotes the page loads into one report, each once', () => {
  const send = sender();
  const { reportLoad } = createReleaseHealth(send, TOKEN, 1000);
  reportLoad('mfe-search-map', '1.0.0-abc');
  reportLoad('mfe-search-map', '1.0.0-abc');
  reportLoad('mfe-ad-details', '1.0.0-def');
  expect(send.loads).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(send.loads.mock.calls).toEqual([
    [
      {
        page_load: TOKEN,
        remotes: [
          { remote: 'mfe-search-map', version: '1.0.0-abc' },
          { remote: 'mfe-ad-details', version: '1.0.0-def' },
        ],
      },
    ],
  ]);
  // A remote loaded later, on another screen of the same page load, goes in a report of its own.
  reportLoad('mfe-dashboard', '1.0.0-123');
  jest.advanceTimersByTime(1000);
  expect(send.loads).toHaveBeenLastCalledWith({ page_load: TOKEN, remotes: [{ remote: 'mfe-dashboard', version: '1.0.0-123' }] });
});

it("sends nothing for a tester's override, a version the page never learnt, or without a token", () => {
  const send = sender();
  const health = createReleaseHealth(send, TOKEN);
  health.reportLoad('mfe-search-map', 'override');
  health.reportFailure('mfe-search-map', 'override', 'load', 'x');
  health.reportFailure('mfe-ad-details', 'unknown', 'load', 'x');
  const untokened = createReleaseHealth(send, undefined);
  untokened.reportLoad('mfe-search-map', '1.0.0-abc');
  untokened.reportFailure('mfe-search-map', '1.0.0-abc', 'load', 'x');
  jest.advanceTimersByTime(5000);
  expect(send.loads).not.toHaveBeenCalled();
  expect(send.failure).not.toHaveBeenCalled();
});

it('an API that refuses the report adds no failure of its own', async () => {
  const { reportFailure } = createReleaseHealth(
    { failure: () => Promise.reject(new Error('offline')), loads: async () => undefined },
    TOKEN,
  );
  expect(() => reportFailure('mfe-search-map', '1', 'load', 'x')).not.toThrow();
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
