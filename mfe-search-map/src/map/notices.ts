const count = (n: number) => n.toLocaleString('en-GB');

/**
 * The API sends at most a fixed number of pins for an area (a whole city can hold thousands, which
 * would be slow to send and unreadable). When it held some back, say so and how to see them.
 */
export function pinCapNotice(shown: number, total: number, what: 'adverts' | 'providers'): string | null {
  if (total <= shown) return null;
  return `Showing ${count(shown)} of ${count(total)} ${what} on the map. Zoom in, narrow the filters or draw an area to see the rest.`;
}
