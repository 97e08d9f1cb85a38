import { issueErrors } from './rules';

describe('raise issue rules', () => {
  it('requires an option when options are given, and then no message', () => {
    expect(issueErrors({ option: '', message: 'Broken heating' }, ['Property', 'Host'])).toEqual({
      issue_option: ['This field is required'],
    });
    expect(issueErrors({ option: 'Host', message: '' }, ['Property', 'Host'])).toBeNull();
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
