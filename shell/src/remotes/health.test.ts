import { createFailureReporter, MAX_REPORTS_PER_PAGE } from './health';

it('sends a failure once, with its message scrubbed of personal data', async () => {
  const send = jest.fn(async () => undefined);
  const report = createFailureReporter(send);
  report('mfe-search-map', '1.0.0-abc', 'render', new Error('no results for jo@example.com'));
  report('mfe-search-map', '1.0.0-abc', 'render', new Error('no results for jo@example.com'));
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({ remote: 'mfe-search-map', version: '1.0.0-abc', kind: 'render', message: 'no results for [email]' });
});

it('sends another kind, version or message of the same remote, up to the page limit', () => {
  const send = jest.fn(async () => undefined);
  const report = createFailureReporter(send);
  report('mfe-search-map', '1', 'load', 'a');
  report('mfe-search-map', '1', 'render', 'a');
  report('mfe-search-map', '2', 'render', 'a');
  expect(send).toHaveBeenCalledTimes(3);
  for (let i = 0; i < 2 * MAX_REPORTS_PER_PAGE; i++) report('mfe-search-map', '1', 'render', `crash ${i}`);
  expect(send).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
});

it('an API that refuses the report adds no failure of its own', async () => {
  const report = createFailureReporter(() => Promise.reject(new Error('offline')));
  expect(() => report('mfe-search-map', '1', 'load', 'x')).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
