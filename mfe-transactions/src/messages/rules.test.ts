import { interestMessage, isSendable, MESSAGE_MAX } from './rules';

describe('private message rules', () => {
  it('names the full address of a property and stays generic for a service', () => {
    expect(interestMessage('Property', '1 High Street, Leeds, LS1 1AA')).toContain('1 High Street, Leeds, LS1 1AA');
    expect(interestMessage('Service', '1 High Street')).not.toContain('High Street');
  });

  it('does not send an empty, blank or over-long message', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n ')).toBe(false);
    expect(isSendable('x'.repeat(MESSAGE_MAX))).toBe(true);
    expect(isSendable('x'.repeat(MESSAGE_MAX + 1))).toBe(false);
  });
});
