import { moved, refusedFiles } from './rules';

describe('photo order and checks', () => {
  test('a photo moves one place earlier or later, and stays put at either end', () => {
    expect(moved([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, -2)).toEqual([3, 1, 2]);
  });

  test('files over 10 MB or of another type are named before uploading', () => {
    const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
    expect(refusedFiles([file('a.jpg', 'image/jpeg', 10), file('b.gif', 'image/gif', 10)])).toEqual([
      'b.gif is not a JPEG, PNG or WebP image.',
    ]);
    expect(refusedFiles([file('big.png', 'image/png', 10 * 1024 * 1024 + 1)])).toEqual(['big.png is larger than 10 MB.']);
  });
});
