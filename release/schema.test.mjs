// The release package's JSON has versions and is migrated on read (issue 39, item 6), as tldraw migrates
// its records: tried on fixtures of the shapes written before versions existed (fixtures/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentVersion, migrate, migrationSequence } from './schema.mjs';
import { AUDIT_SCHEMA, fileRegistryStore, readRegistry, REGISTRY_SCHEMA, updateRegistry } from './registry.mjs';
import { DEFAULT_VITALS_ANALYSIS } from './analysis.mjs';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const v1 = () => JSON.parse(readFileSync(join(FIXTURES, 'registry-v1.json'), 'utf8'));

/** @param {import('node:test').TestContext} t */
function copies(t) {
  const dir = mkdtempSync(join(tmpdir(), 'release-schema-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  copyFileSync(join(FIXTURES, 'registry-v1.json'), join(dir, 'remotes.json'));
  copyFileSync(join(FIXTURES, 'audit-v1.jsonl'), join(dir, 'audit.jsonl'));
  return { dir, file: join(dir, 'remotes.json') };
}

test('a registry written before versions reads as the current schema: a watched canary gets the source rules and the Web Vitals thresholds, versions how their last canary ended', (t) => {
  const { file } = copies(t);
  const read = readRegistry(file);
  const before = v1();
  assert.equal(read.schemaVersion, currentVersion(REGISTRY_SCHEMA));
  assert.deepEqual(read.remotes['mfe-search-map']?.canary?.analysis, {
    ...before.remotes['mfe-search-map'].canary.analysis,
    minSources: 3,
    maxLoadsPerSource: 10,
    ...DEFAULT_VITALS_ANALYSIS,
  });
  assert.deepEqual(read.remotes['mfe-dashboard']?.versions.find((v) => v.version === '1.2.0-beefbeef00')?.lastCanary, {
    outcome: 'dropped',
    at: '2025-04-02T09:30:00.000Z',
  });
  // What a browser reads of each remote is as it was: a shell of any age reads a registry of any version.
  for (const [name, entry] of Object.entries(before.remotes)) {
    const { live, manifest, versions, history } = /** @type {any} */ (entry);
    assert.deepEqual(
      { live, manifest, versions, history },
      {
        live: read.remotes[name]?.live,
        manifest: read.remotes[name]?.manifest,
        // Every field a browser reads of a version is as it was (`lastCanary` is the release package's own).
        versions: read.remotes[name]?.versions.map(({ lastCanary: _outcome, ...version }) => version),
        history: read.remotes[name]?.history,
      },
    );
    assert.equal(read.remotes[name]?.canary?.version, /** @type {any} */ (entry).canary?.version);
  }
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), before, 'reading writes nothing');
});

test('the next move writes the registry back in the current schema', async (t) => {
  const { file } = copies(t);
  await updateRegistry(fileRegistryStore(file), (registry) => {
    const canary = registry.remotes['mfe-search-map']?.canary;
    if (canary) canary.percent = 50;
  });
  const written = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(written.schemaVersion, currentVersion(REGISTRY_SCHEMA));
  assert.equal(written.remotes['mfe-search-map'].canary.analysis.minSources, 3);
});

test('a registry from a newer schema is refused, never rewritten by an older checkout', async (t) => {
  const { file } = copies(t);
  writeFileSync(file, JSON.stringify({ ...v1(), schemaVersion: 99 }));
  const newer = readFileSync(file, 'utf8');
  assert.throws(
    () => readRegistry(file),
    /written by a newer release package \(registry schema 99; this one knows \d+\): update this checkout/,
  );
  await assert.rejects(
    updateRegistry(fileRegistryStore(file), () => undefined),
    /newer release package/,
  );
  assert.equal(readFileSync(file, 'utf8'), newer);
  writeFileSync(file, JSON.stringify({ ...v1(), schemaVersion: 'two' }));
  assert.throws(() => readRegistry(file), /has no valid schemaVersion/);
});

test('audit entries written before versions read as version 1; new ones are written with their version', async (t) => {
  const { file } = copies(t);
  const store = fileRegistryStore(file);
  const entries = await store.readAudit(10);
  assert.deepEqual(
    entries.map((e) => [e.schemaVersion, e.action]),
    [
      [1, 'canary-percent'],
      [1, 'canary'],
      [1, 'release'],
    ],
  );
  await store.appendAudit([{ at: '2025-06-02T08:00:00.000Z', by: 'ops', remote: 'mfe-dashboard', action: 'rollback', from: 'b', to: 'a' }]);
  const lastLine =
    readFileSync(join(file, '..', 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .at(-1) ?? '';
  assert.equal(JSON.parse(lastLine).schemaVersion, currentVersion(AUDIT_SCHEMA));
});

test('migrations run in order from the version a document was written in, each once', () => {
  /** @type {string[]} */
  const ran = [];
  const sequence = migrationSequence({
    name: 'thing',
    field: 'v',
    migrations: [
      { version: 2, description: 'names become lists', up: (doc) => (ran.push('2'), (doc.names = [doc.name]), delete doc.name) },
      { version: 3, description: 'lists are counted', up: (doc) => (ran.push('3'), (doc.count = doc.names.length)) },
    ],
  });
  assert.deepEqual(migrate(sequence, { name: 'a' }, 'a thing'), { v: 3, names: ['a'], count: 1 });
  assert.deepEqual(ran, ['2', '3']);
  ran.length = 0;
  assert.deepEqual(migrate(sequence, { v: 2, names: ['a', 'b'] }, 'a thing'), { v: 3, names: ['a', 'b'], count: 2 });
  assert.deepEqual(ran, ['3']);
  assert.throws(() => migrate(sequence, ['not', 'an', 'object'], 'a thing'), /a thing is not a thing object/);
  assert.throws(
    () => migrationSequence({ name: 'gap', field: 'v', migrations: [{ version: 3, description: '', up: () => {} }] }),
    /must be version 2/,
  );
});
