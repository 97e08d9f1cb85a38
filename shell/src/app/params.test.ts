import { optionalRouteId, parseRouteId } from './params';

describe('parseRouteId', () => {
  it('reads a numeric id', () => {
    expect(parseRouteId('245')).toBe(245);
  });

  it('reads the leading number of a slugged id', () => {
    expect(parseRouteId('12-two-bed-flat-leeds')).toBe(12);
  });

  it('gives null for a segment that is not a number', () => {
    expect(parseRouteId('flat')).toBeNull();
    expect(parseRouteId('')).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
  });

  it('turns a missing editor id into undefined so the editor creates a new advert', () => {
    expect(optionalRouteId(undefined)).toBeUndefined();
    expect(optionalRouteId('abc')).toBeUndefined();
    expect(optionalRouteId('9')).toBe(9);
  });
});
