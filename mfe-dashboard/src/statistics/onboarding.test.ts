import { isNewcomer } from './onboarding';

describe('the onboarding view', () => {
  it('shows for a user the route marks as new', () => {
    expect(isNewcomer('0')).toBe(true);
    expect(isNewcomer('new')).toBe(true);
    expect(isNewcomer('False')).toBe(true);
  });

  it('does not show otherwise', () => {
    expect(isNewcomer(undefined)).toBe(false);
    expect(isNewcomer('1')).toBe(false);
    expect(isNewcomer('true')).toBe(false);
  });
});
