import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows every page under 10 pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('windows 10 pages or more with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(6, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
  });

  it('always includes the current, first and last pages, in order, without repeats', () => {
    for (let last = 10; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const numbers = pageItems(current, last).filter((item): item is number => typeof item === 'number');
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(last);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });
});
