import { listingsQuery } from './listingKinds';

describe('the portfolio query', () => {
  it('carries only the filters in use', () => {
    expect(listingsQuery({ status: '', search: '  ', page: 1 })).toBe('');
    expect(listingsQuery({ status: 'unpublished', search: ' canal flat ', page: 2 })).toBe('?status=unpublished&search=canal+flat&page=2');
  });
});
