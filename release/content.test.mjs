import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashFolder, copyFolder, listFiles } from './content.mjs';

/** @param {Record<string, string>} files */
function folderWith(files) {
  const dir = mkdtempSync(join(tmpdir(), 'release-content-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

test('the same files give the same hash whatever order they were written in', (t) => {
  const a = folderWith({ 'remoteEntry.js': 'entry', 'static/js/1.js': 'chunk', 'mf-manifest.json': '{}' });
  const b = folderWith({ 'mf-manifest.json': '{}', 'static/js/1.js': 'chunk', 'remoteEntry.js': 'entry' });
  t.after(() => [a, b].forEach((d) => rmSync(d, { recursive: true, force: true })));
  assert.equal(hashFolder(a), hashFolder(b));
  assert.match(hashFolder(a), /^[0-9a-f]{64}$/);
});

test('one changed byte, a renamed file or an added file changes the hash', (t) => {
  const base = folderWith({ 'remoteEntry.js': 'entry', 'a.js': 'chunk' });
  const changedByte = folderWith({ 'remoteEntry.js': 'entrY', 'a.js': 'chunk' });
  const renamed = folderWith({ 'remoteEntry.js': 'entry', 'b.js': 'chunk' });
  const added = folderWith({ 'remoteEntry.js': 'entry', 'a.js': 'chunk', 'c.js': '' });
  // Bytes moved from a body into a name must not collide.
  const shifted = folderWith({ 'remoteEntry.js': 'entry', 'a.jsc': 'hunk' });
  t.after(() => [base, changedByte, renamed, added, shifted].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const hashes = new Set([base, changedByte, renamed, added, shifted].map(hashFolder));
  assert.equal(hashes.size, 5);
});

test('a copy holds the same files and hashes the same', (t) => {
  const from = folderWith({ 'remoteEntry.js': 'entry', 'static/css/x.css': 'a{}' });
  const to = join(mkdtempSync(join(tmpdir(), 'release-copy-')), 'v1');
  t.after(() => [from, join(to, '..')].forEach((d) => rmSync(d, { recursive: true, force: true })));
  copyFolder(from, to);
  assert.deepEqual(listFiles(to), ['remoteEntry.js', 'static/css/x.css']);
  assert.equal(hashFolder(to), hashFolder(from));
});

test('the hash covers the files a browser loads: build records (mf-stats.json) and compressed copies are no part of it', (t) => {
  const base = folderWith({ 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'mf-stats.json': '{"usedIn":["a.tsx"]}' });
  // Two builds of the same code list the users of a shared module differently.
  const rebuilt = folderWith({ 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'mf-stats.json': '{"usedIn":[]}' });
  const compressed = folderWith({ 'remoteEntry.js': 'entry', 'remoteEntry.js.br': 'x', 'mf-manifest.json': '{}' });
  const changedManifest = folderWith({ 'remoteEntry.js': 'entry', 'mf-manifest.json': '{"a":1}', 'mf-stats.json': '{}' });
  t.after(() => [base, rebuilt, compressed, changedManifest].forEach((d) => rmSync(d, { recursive: true, force: true })));
  assert.equal(hashFolder(rebuilt), hashFolder(base));
  assert.equal(hashFolder(compressed), hashFolder(base));
  assert.notEqual(hashFolder(changedManifest), hashFolder(base));
});
