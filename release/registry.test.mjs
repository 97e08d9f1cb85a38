import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRegistry, writeFileAtomic, updateRegistry } from './registry.mjs';

const tempDir = () => mkdtempSync(join(tmpdir(), 'release-registry-'));

test('a missing registry reads as empty; a broken one is refused with its path', (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.deepEqual(readRegistry(join(dir, 'remotes.json')), { remotes: {} });
  writeFileSync(join(dir, 'broken.json'), '{"remotes": ');
  assert.throws(() => readRegistry(join(dir, 'broken.json')), /broken\.json is not valid JSON/);
});

test('an atomic write replaces the file whole and leaves no temp file behind', (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'nested', 'remotes.json');
  writeFileAtomic(file, 'first');
  writeFileAtomic(file, 'second');
  assert.equal(readFileSync(file, 'utf8'), 'second');
  assert.deepEqual(readdirSync(join(dir, 'nested')), ['remotes.json']);
});

test('a write that cannot complete leaves the target as it was and no temp file', (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // Renaming a file over a non-empty folder fails after the temp file was written and flushed.
  const taken = join(dir, 'taken');
  mkdirSync(join(taken, 'inside'), { recursive: true });
  assert.throws(() => writeFileAtomic(taken, '{"remotes":{}}'));
  assert.deepEqual(readdirSync(dir), ['taken']);
  assert.deepEqual(readdirSync(taken), ['inside']);
});

test('updates made at the same time are all kept (the lock serialises them)', async (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'remotes.json');
  await Promise.all(
    ['mfe-a', 'mfe-b', 'mfe-c', 'mfe-d'].map((name) =>
      updateRegistry(file, (registry) => {
        registry.remotes[name] = { live: 'v', manifest: 'm', versions: [], history: [] };
      }),
    ),
  );
  assert.deepEqual(Object.keys(readRegistry(file).remotes).sort(), ['mfe-a', 'mfe-b', 'mfe-c', 'mfe-d']);
  assert.deepEqual(readdirSync(dir), ['remotes.json']);
});

test("a crashed release's lock (not refreshed for a minute) is taken over", async (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'remotes.json');
  const lock = `${file}.lock`;
  mkdirSync(lock);
  const longAgo = new Date(Date.now() - 5 * 60_000);
  utimesSync(lock, longAgo, longAgo);
  await updateRegistry(file, (registry) => {
    registry.remotes['mfe-a'] = { live: 'v', manifest: 'm', versions: [], history: [] };
  });
  assert.deepEqual(Object.keys(readRegistry(file).remotes), ['mfe-a']);
  assert.deepEqual(readdirSync(dir), ['remotes.json']);
});
