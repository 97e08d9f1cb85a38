import { BOOKING_ISSUES, issueErrors } from './rules';

describe('raise issue rules', () => {
  it('requires an option when options are given, and then no message', () => {
    expect(issueErrors({ option: '', message: 'Broken heating' }, ['Property', 'Host'])).toEqual({
      issue_option: ['This field is required'],
    });
    expect(issueErrors({ option: 'Host', message: '' }, ['Property', 'Host'])).toBeNull();
  });

  it("'Other' needs the message too", () => {
    expect(issueErrors({ option: 'Other', message: ' ' }, BOOKING_ISSUES.Property)).toEqual({ issue_message: ['This field is required'] });
    expect(issueErrors({ option: 'Other', message: 'The key safe code was wrong' }, BOOKING_ISSUES.Property)).toBeNull();
  });

  it('requires a message when no options are given', () => {
    expect(issueErrors({ option: '', message: '  ' }, [])).toEqual({ issue_message: ['This field is required'] });
    expect(issueErrors({ option: '', message: 'Broken heating' }, [])).toBeNull();
  });

  it('takes 2000 characters at most', () => {
    expect(issueErrors({ option: '', message: 'x'.repeat(2001) }, [])).toEqual({
      issue_message: ['The maximum allowed length is 2000 characters'],
    });
    expect(issueErrors({ option: '', message: 'x'.repeat(2000) }, [])).toBeNull();
  });
});
