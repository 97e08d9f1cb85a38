/** The picture `by` steps from `at` among `count`, wrapping round at both ends. */
export function step(at: number, by: number, count: number): number {
  return count ? (((at + by) % count) + count) % count : 0;
}

/** A picture's name, its alt text and the viewer's caption: "Photo 3 of 12". */
export function pictureName(noun: string, index: number, count: number): string {
  return `${noun} ${index + 1} of ${count}`;
}
