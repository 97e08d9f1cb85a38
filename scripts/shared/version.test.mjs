import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHANGELOG, covers, nextVersion, recordedSurface, surfaceAt, surfaceChange, withChangelogEntry } from './version.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const base = { version: '1.5.0', exports: ['bus', 'http'], signatures: { bus: 'EventBus', http: 'Http', Draft: '{ id: number; }' } };

test('a removed export needs a major; an added or a changed one a minor; nothing moved needs none', () => {
  assert.equal(surfaceChange(base, { exports: ['bus'], signatures: { bus: 'EventBus', Draft: '{ id: number; }' } }).bump, 'major');
  const added = surfaceChange(base, {
    exports: [...base.exports, 'toLondon'],
    signatures: { ...base.signatures, toLondon: '(d: Date) => string' },
  });
  assert.deepEqual(added, { added: ['toLondon'], removed: [], changed: [], bump: 'minor' });
  assert.deepEqual(
    surfaceChange(base, { ...base, signatures: { ...base.signatures, Draft: '{ id: number; version: number; }' } }).changed,
    ['Draft'],
  );
  assert.equal(surfaceChange(base, base).bump, null);
});

test('a version covers a bump when it is at least the next of its kind: a branch that already moved keeps its version', () => {
  assert.equal(nextVersion('1.5.0', 'minor'), '1.6.0');
  assert.equal(nextVersion('1.5.3', 'major'), '2.0.0');
  assert.equal(covers('1.6.0', '1.5.0', 'minor'), true);
  assert.equal(covers('2.0.0', '1.5.0', 'minor'), true);
  assert.equal(covers('1.5.1', '1.5.0', 'minor'), false);
  assert.equal(covers('1.6.0', '1.5.0', 'major'), false);
  assert.equal(covers('1.5.0', '1.5.0', null), true);
});

test("the changelog's entry for a version is written again, newest first, keeping its notes", () => {
  const change = surfaceChange(base, { exports: [...base.exports, 'toLondon'], signatures: { ...base.signatures, toLondon: 'x' } });
  const first = withChangelogEntry('# Changelog\n\nIntro.\n\n## 1.5.0\n\nMinor: older.\n', '1.6.0', change, 'Dates read in London.');
  assert.match(first, /^# Changelog\n\nIntro\.\n\n## 1\.6\.0\n\nMinor: .*\n\n- Added: `toLondon`\n- Dates read in London\.\n\n## 1\.5\.0/);
  const again = withChangelogEntry(first, '1.6.0', { ...change, changed: ['Draft'] }, null);
  assert.match(again, /## 1\.6\.0\n\nMinor: .*\n\n- Added: `toLondon`\n- Changed: `Draft`\n- Dates read in London\.\n\n## 1\.5\.0/);
  assert.equal(again.match(/## 1\.6\.0/g)?.length, 1);
});

test("shared's surface moved since main only with the bump it needs, and its version has a changelog entry", () => {
  const recorded = recordedSurface();
  const { version } = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8'));
  assert.equal(recorded.version, version, 'the records are for the version shared has: npm run shared:version');
  const main = surfaceAt('main');
  // A clone without main has only the records, which shared's contract tests hold to the code.
  if (!main) return;
  const change = surfaceChange(main, recorded);
  assert.ok(
    covers(version, main.version, change.bump),
    `shared ${version} over ${main.version} needs a ${change.bump}: npm run shared:version`,
  );
  if (version !== main.version) {
    assert.match(
      readFileSync(join(root, CHANGELOG), 'utf8'),
      new RegExp(`^## ${version.replaceAll('.', '\\.')}$`, 'm'),
      `${CHANGELOG} has no entry for ${version}: npm run shared:version`,
    );
  }
});
