import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentTypeOf, isSafeKey, LocalStorage } from './index.ts';

test('keys are plain relative paths of known file types', () => {
  for (const ok of ['seed/house-001.svg', 'adverts/12/photo.jpg', 'a.png']) assert.equal(isSafeKey(ok), true, ok);
  for (const bad of [
    '../x.svg',
    'a/../b.svg',
    '/etc/passwd',
    'a//b.svg',
    'a\\b.svg',
    'x.svg\u0000.png',
    'notes.txt',
    '',
    './a.svg',
    'a b.svg',
  ]) {
    assert.equal(isSafeKey(bad), false, bad);
  }
  assert.equal(contentTypeOf('x.JPG'), 'image/jpeg');
});

test('the local store writes, reads and refuses to leave its folder', async () => {
  const root = await mkdtemp(join(tmpdir(), 'roofline-store-'));
  try {
    const store = new LocalStorage(root);
    await store.put('seed/a.svg', '<svg/>', 'image/svg+xml');
    assert.equal(await store.exists('seed/a.svg'), true);
    const file = await store.get('seed/a.svg');
    assert.equal(file?.contentType, 'image/svg+xml');
    assert.equal(file?.body.toString(), '<svg/>');
    assert.equal(await store.get('../a.svg'), null);
    await assert.rejects(() => store.put('../escape.svg', 'x', 'image/svg+xml'));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
