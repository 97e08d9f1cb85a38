import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileRegistryStore, readRegistry, writeFileAtomic, updateRegistry } from './registry.mjs';

const tempDir = () => mkdtempSync(join(tmpdir(), 'release-registry-'));

test('a missing registry reads as empty; a broken one is refused with its path', (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.deepEqual(readRegistry(join(dir, 'remotes.json')), { schemaVersion: 4, remotes: {} });
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

test('updates made at the same time are all kept (compare-and-swap under the lock: a write that lost the race runs again)', async (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'remotes.json');
  await Promise.all(
    ['mfe-a', 'mfe-b', 'mfe-c', 'mfe-d'].map((name) =>
      updateRegistry(fileRegistryStore(file), (registry) => {
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
  await updateRegistry(fileRegistryStore(file), (registry) => {
    registry.remotes['mfe-a'] = { live: 'v', manifest: 'm', versions: [], history: [] };
  });
  assert.deepEqual(Object.keys(readRegistry(file).remotes), ['mfe-a']);
  assert.deepEqual(readdirSync(dir), ['remotes.json']);
});

test('a write from a stale read is refused (compare-and-swap), and updateRegistry runs the change again on the new state', async (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'remotes.json');
  const store = fileRegistryStore(file);
  const stale = await store.read();
  assert.equal(stale.tag, null);
  const entry = { live: 'v1', manifest: 'm', versions: [], history: [] };
  assert.equal(await store.swap({ remotes: { 'mfe-a': entry } }, stale.tag), true);
  // Someone else's read from before that write cannot overwrite it.
  assert.equal(await store.swap({ remotes: {} }, stale.tag), false);
  assert.deepEqual(Object.keys(readRegistry(file).remotes), ['mfe-a']);

  /** @type {string[]} */
  const seen = [];
  let interfered = false;
  await updateRegistry(store, (registry) => {
    seen.push(Object.keys(registry.remotes).join(','));
    if (!interfered) {
      interfered = true;
      // Another writer moves the registry between this change's read and its write.
      writeFileSync(file, JSON.stringify({ remotes: { ...registry.remotes, 'mfe-b': entry } }));
    }
    registry.remotes['mfe-c'] = entry;
  });
  assert.deepEqual(seen, ['mfe-a', 'mfe-a,mfe-b']);
  assert.deepEqual(Object.keys(readRegistry(file).remotes).sort(), ['mfe-a', 'mfe-b', 'mfe-c']);
});

test('audit entries are appended once the write has succeeded, and read back newest first; a line cut short by a crash is skipped', async (t) => {
  const dir = tempDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'remotes.json');
  const store = fileRegistryStore(file);
  const audit = (/** @type {string} */ to) => ({
    at: '2025-06-01T12:00:00.000Z',
    by: 'a@b.test',
    remote: 'mfe-a',
    action: /** @type {const} */ ('release'),
    from: null,
    to,
  });
  await updateRegistry(store, (registry, record) => {
    registry.remotes['mfe-a'] = { live: 'v1', manifest: 'm', versions: [], history: [] };
    record(audit('v1'));
  });
  // A change that changes nothing writes nothing, audit included.
  await updateRegistry(store, (_registry, record) => record(audit('ignored')));
  await assert.rejects(
    updateRegistry(store, (registry, record) => {
      record(audit('refused'));
      registry.remotes['mfe-a'] = { live: 'v2', manifest: 'm', versions: [], history: [] };
      throw new Error('refused');
    }),
  );
  await updateRegistry(store, (registry, record) => {
    registry.remotes['mfe-a'] = { live: 'v2', manifest: 'm', versions: [], history: [] };
    record(audit('v2'));
  });
  writeFileSync(join(dir, 'audit.jsonl'), `${readFileSync(join(dir, 'audit.jsonl'), 'utf8')}{"at":"2025-06`);
  assert.deepEqual(
    (await store.readAudit(10)).map((e) => e.to),
    ['v2', 'v1'],
  );
  assert.deepEqual(
    (await store.readAudit(1)).map((e) => e.to),
    ['v2'],
  );
});
