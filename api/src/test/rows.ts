import assert from 'node:assert/strict';

// With noUncheckedIndexedAccess, `rows[0]` may be undefined: these fail the test with a message
// instead of a TypeError further on.

/** The first item of a list the test expects to hold at least one. */
export function first<T>(items: readonly T[], what = 'an item'): T {
  const [item] = items;
  assert.ok(item !== undefined, `expected ${what}, got none`);
  return item;
}

/** The single item of a list the test expects to hold exactly one. */
export function only<T>(items: readonly T[], what = 'exactly one item'): T {
  assert.equal(items.length, 1, `expected ${what}, got ${items.length}`);
  return first(items, what);
}
