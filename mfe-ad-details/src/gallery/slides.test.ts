import { pictureName, step } from './slides';

describe('step', () => {
  it('moves forward and back inside the pictures', () => {
    expect(step(0, 1, 12)).toBe(1);
    expect(step(5, -1, 12)).toBe(4);
  });

  it('wraps round at both ends, as the carousel does', () => {
    expect(step(11, 1, 12)).toBe(0);
    expect(step(0, -1, 12)).toBe(11);
  });

  it('stays at the first picture when there are none', () => {
    expect(step(0, 1, 0)).toBe(0);
  });
});

it('names a picture by its place among them', () => {
  expect(pictureName('Photo', 2, 12)).toBe('Photo 3 of 12');
});
