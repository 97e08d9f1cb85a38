import { test } from 'node:test';
import assert from 'node:assert/strict';
import { walkSortIndex } from './counts.ts';

test('a dense search walks the sort index, a sparse one sorts its few matches', () => {
  // London-wide: 12,000 of the 17,000 London adverts match, out of 100,000; page 1 needs 15 rows.
  assert.equal(walkSortIndex(15, 12_000, 17_000, 100_000), true);
  // Filtered London: 600 matches is still dense enough to beat reading all 17,000 London adverts.
  assert.equal(walkSortIndex(15, 600, 17_000, 100_000), true);
  // A village: 40 adverts, 20 matches; walking would read 75,000 rows to find them.
  assert.equal(walkSortIndex(15, 20, 40, 100_000), false);
  // A deep page of a filtered result is cheaper to collect and sort.
  assert.equal(walkSortIndex(1_500, 600, 17_000, 100_000), false);
  assert.equal(walkSortIndex(15, 0, 17_000, 100_000), false);
});
