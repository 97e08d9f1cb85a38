import { notices, NOTICE_MS } from './notices';

describe('global notices', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('shows an error for five seconds', () => {
    notices.error('Oops, something went wrong! The team have been notified.');
    expect(notices.items.map((n) => n.message)).toEqual(['Oops, something went wrong! The team have been notified.']);
    jest.advanceTimersByTime(NOTICE_MS - 1);
    expect(notices.items).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(notices.items).toHaveLength(0);
  });

  it('does not stack the same message twice while it shows', () => {
    notices.error('Something went wrong, Contact admin ErrorCode: csrf');
    notices.error('Something went wrong, Contact admin ErrorCode: csrf');
    notices.error('Oops, something went wrong! The team have been notified.');
    expect(notices.items).toHaveLength(2);
  });

  it('can be dismissed early', () => {
    notices.error('Oops, something went wrong! The team have been notified.');
    notices.dismiss(notices.items[0]?.id ?? -1);
    expect(notices.items).toHaveLength(0);
  });
});
