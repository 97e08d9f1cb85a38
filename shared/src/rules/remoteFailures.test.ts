import { REMOTE_FAILURE_MESSAGE_MAX, scrubFailureMessage } from './remoteFailures';

describe('scrubFailureMessage', () => {
  it('removes e-mail addresses, long numbers and the query of addresses', () => {
    expect(
      scrubFailureMessage('Cannot read jo.bloggs@example.co.uk at http://api.localhost:8000/api/user?token=abc#x for 07700900123'),
    ).toBe('Cannot read [email] at http://api.localhost:8000/api/user for [number]');
  });

  it('keeps short numbers, file names and line numbers that locate the fault', () => {
    expect(scrubFailureMessage('http://mfe-x.localhost:8090/1.2.3-ab12/remoteEntry.js:12:345 failed')).toBe(
      'http://mfe-x.localhost:8090/1.2.3-ab12/remoteEntry.js:12:345 failed',
    );
  });

  it('puts the message on one line and cuts it to the limit', () => {
    const long = scrubFailureMessage(`first\n\n  second ${'x'.repeat(1000)}`);
    expect(long.startsWith('first second x')).toBe(true);
    expect(long).toHaveLength(REMOTE_FAILURE_MESSAGE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
