import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness } from './test/harness.ts';

test('an unknown path answers 404 in JSON, not a 5xx', async () => {
  const h = await createHarness();
  try {
    const res = await h.app.inject({ method: 'GET', url: '/api/nothing-here' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'Not Found');
  } finally {
    await h.close();
  }
});
