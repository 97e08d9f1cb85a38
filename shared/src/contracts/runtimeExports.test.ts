import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as shared from '../index';

/**
 * `@marketplace/shared` reaches a remote at run time from the live shell (a federation singleton), so a
 * remote built against an export the live shell's copy lacks gets `undefined` and fails quietly. Every
 * change to the runtime exports must therefore move shared's version (added: minor, removed: major), which
 * remotes then require and the release command checks against the live shell. This record is what makes a
 * change visible: `npm run shared:version` (scripts/shared/version.mjs) moves the version as the change
 * needs and rewrites this record.
 */
const RECORD = join(__dirname, 'runtimeExports.json');
const PACKAGE = join(__dirname, '..', '..', 'package.json');

interface ExportsRecord {
  version: string;
  exports: string[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const versionParts = (version: string) => version.split('.').map(Number) as [number, number, number];

/** The bump a change of exports needs, and whether `to` makes it from `from`. */
function bumpIsEnough(from: string, to: string, removed: boolean): boolean {
  const [fromMajor, fromMinor] = versionParts(from);
  const [toMajor, toMinor] = versionParts(to);
  if (removed) return toMajor > fromMajor;
  return toMajor > fromMajor || (toMajor === fromMajor && toMinor > fromMinor);
}

const current = Object.keys(shared).sort();
const { version } = readJson<{ version: string }>(PACKAGE);

test('shared runtime exports are recorded for the version that ships them', () => {
  // scripts/shared/version.mjs asks for the exports as they are, to record them with the version they need.
  if (process.env.SHARED_SURFACE_OUT) return writeFileSync(join(process.env.SHARED_SURFACE_OUT, 'exports.json'), JSON.stringify(current));
  const record = readJson<ExportsRecord>(RECORD);
  const added = current.filter((name) => !record.exports.includes(name));
  const removed = record.exports.filter((name) => !current.includes(name));
  if (process.env.UPDATE_SHARED_EXPORTS && (added.length || removed.length)) {
    if (!bumpIsEnough(record.version, version, removed.length > 0)) {
      throw new Error(
        `shared ${version}: ${removed.length ? 'removed exports need a major' : 'added exports need a minor'} bump from ${record.version}`,
      );
    }
    writeFileSync(RECORD, `${JSON.stringify({ version, exports: current }, null, 2)}\n`);
    return;
  }
  expect({ version: record.version, added, removed }).toEqual({ version, added: [], removed: [] });
});

test('the bump rule: added exports need a minor, removed ones a major', () => {
  expect(bumpIsEnough('1.1.0', '1.2.0', false)).toBe(true);
  expect(bumpIsEnough('1.1.0', '1.1.5', false)).toBe(false);
  expect(bumpIsEnough('1.1.0', '1.2.0', true)).toBe(false);
  expect(bumpIsEnough('1.9.3', '2.0.0', true)).toBe(true);
});
