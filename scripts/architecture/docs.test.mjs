// docs/architecture.md is read first by every newcomer, so what it names must exist: each file and folder
// (`api/src/...`, `src/public-surface.ts` in some package), each API path (`api/properties-list`, against the
// API's own route list), each command (`npm run lint`, `pnpm --filter api db-types`) and each code name
// its prose and its "Called by" column give (`runAlone`, `SEARCH_FILTER_FIELDS`). A rename that leaves
// the document behind fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiAnswers, apiRouteList } from '../rspack/surfaceReader.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const DOC = 'docs/architecture.md';

/** What a run or a build of the product writes (at the top or in a package), named by the document but in no checkout. */
const MADE_AT_RUN_TIME = ['.data/', 'registry/', 'releases/', 'dist/'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;

/**
 * The spans of code (`...`) of a Markdown text.
 * @param {string} text
 */
export const codeSpans = (text) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

/**
 * What a span names: a path (a file or folder of the repository or of a package), an API path, a
 * command, a code name, or nothing to check (a value, a placeholder, a word).
 * @param {string} span
 * @param {Set<string>} tops the repository's first-level entries
 * @returns {{ kind: 'path' | 'api' | 'command' | 'name' | null, value: string }}
 */
export function named(span, tops) {
  const command = /^(?:npm (?:run [\w:-]+|start|test)|pnpm --filter [\w@/-]+ [\w:-]+)/.exec(span);
  if (command) return { kind: 'command', value: command[0] };
  if (/[<>{}*|$\s]|\.\.\./.test(span)) return { kind: null, value: span };
  // The API's paths share its folder's name: `api/src/app.ts` is a file, `api/properties-list` a route.
  if (span.startsWith('api/') && !/^api\/(src|bench)\//.test(span) && !existsSync(join(root, span))) {
    return { kind: 'api', value: span.replace(/\?.*$/, '') };
  }
  if ((span.includes('/') && tops.has(span.split('/')[0] ?? '')) || (tops.has(span) && /\.\w+$/.test(span)) || span.startsWith('src/'))
    return { kind: 'path', value: span.replace(/[:#].*$/, '') };
  if (/^[a-z]+[A-Z]\w*$|^[A-Z][a-z\d]+[A-Z]\w*$|^[A-Z][A-Z\d]*_[A-Z\d_]+$/.test(span)) return { kind: 'name', value: span };
  return { kind: null, value: span };
}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.data', 'coverage', 'test-results', '.git', '.tools'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : SOURCE.test(entry.name) ? [path] : [];
  });
}

test('the reader tells paths, API paths, commands and code names apart', () => {
  const tops = new Set(['api', 'shared', 'README.md']);
  assert.deepEqual(named('api/src/app.ts', tops), { kind: 'path', value: 'api/src/app.ts' });
  assert.deepEqual(named('api/src/gone.ts', tops), { kind: 'path', value: 'api/src/gone.ts' });
  assert.deepEqual(named('src/public-surface.ts', tops), { kind: 'path', value: 'src/public-surface.ts' });
  assert.deepEqual(named('api/properties-list?page=2', tops), { kind: 'api', value: 'api/properties-list' });
  assert.deepEqual(named('npm run seed -- --adverts 100000', tops), { kind: 'command', value: 'npm run seed' });
  assert.deepEqual(named('pnpm --filter api db-types', tops), { kind: 'command', value: 'pnpm --filter api db-types' });
  assert.deepEqual(named('runAlone', tops), { kind: 'name', value: 'runAlone' });
  assert.deepEqual(named('SEARCH_FILTER_FIELDS', tops), { kind: 'name', value: 'SEARCH_FILTER_FIELDS' });
  for (const value of ['/releases', 'api/user/{userId}/x', 'api/...', 'true', '422 {message, errors}', 'X-XSRF-TOKEN'])
    assert.equal(named(value, tops).kind, null);
});

test(`${DOC} names only files, folders, API paths, commands and code that exist`, () => {
  const tops = new Set(readdirSync(root));
  const packages = [...tops].filter((entry) => existsSync(join(root, entry, 'package.json')));
  const scripts = new Map(
    ['.', ...packages].map((pkg) => {
      const json = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
      return [pkg === '.' ? '' : (json.name ?? pkg), new Set(Object.keys(json.scripts ?? {}))];
    }),
  );
  const anyScripts = new Set([...scripts.values()].flatMap((set) => [...set]));
  const routes = apiRouteList();
  const source = [
    ...sourceFiles(root),
    ...readdirSync(root)
      .filter((f) => SOURCE.test(f))
      .map((f) => join(root, f)),
  ]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  const missing = new Set();
  for (const span of codeSpans(readFileSync(join(root, DOC), 'utf8'))) {
    const { kind, value } = named(span, tops);
    if (kind === 'path' && !MADE_AT_RUN_TIME.some((made) => value.startsWith(made) || value.includes(`/${made}`))) {
      const found = value.startsWith('src/') ? packages.some((pkg) => existsSync(join(root, pkg, value))) : existsSync(join(root, value));
      if (!found) missing.add(`file or folder ${value}`);
    } else if (kind === 'api' && !['GET', 'POST', 'PUT', 'DELETE'].some((method) => apiAnswers(routes, method, value))) {
      missing.add(`API path ${value}`);
    } else if (kind === 'command') {
      const [, filter, script] = /^pnpm --filter ([\w@/-]+) ([\w:-]+)$/.exec(value) ?? [];
      const npmScript = /^npm run ([\w:-]+)$/.exec(value)?.[1];
      const ok = filter
        ? (scripts.get(filter) ?? new Set()).has(script ?? '')
        : npmScript
          ? anyScripts.has(npmScript)
          : scripts.get('')?.has(value.replace('npm ', '')) === true;
      if (!ok) missing.add(`command ${value}`);
    } else if (kind === 'name' && !new RegExp(`\\b${value}\\b`).test(source)) {
      missing.add(`code name ${value}`);
    }
  }
  assert.deepEqual([...missing], []);
});
