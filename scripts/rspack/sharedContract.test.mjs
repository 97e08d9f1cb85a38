// A remote takes `@marketplace/shared` from the live shell at run time, so a remote built against shared
// M.m may use exports that a shell with an older minor lacks. Each remote therefore requires the minor it
// is built with (its package.json range, held strictly by the federation config and checked against the
// live shell by `npm run release`); shared's own test makes every change of its exports move the version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES } from '../../shared/src/config/platform.cjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');
/** @param {string} folder @returns {{ version?: string, dependencies?: Record<string, string> }} */
const readPackage = (folder) => JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'));

const sharedVersion = readPackage('shared').version ?? '';
const [major, minor] = sharedVersion.split('.');

for (const part of [...REMOTES, 'shell']) {
  test(`${part} requires the shared minor it is built with (^${major}.${minor}.0)`, () => {
    const range = readPackage(part).dependencies?.['@marketplace/shared'];
    assert.equal(
      range,
      `workspace:^${major}.${minor}.0`,
      `set "@marketplace/shared": "workspace:^${major}.${minor}.0" in ${part}/package.json`,
    );
  });
}
