// Each remote's public surface (src/public-surface.ts) is checked against its code, read as text:
// the bus events it emits and hears, and the API paths it calls. A surface that drifts from the code
// fails here instead of misleading the next reader.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES } from '../../shared/src/config/platform.cjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * The source files of a folder, tests, test helpers and the surface itself aside.
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'public-surface.ts' ? [path] : [];
  });
}

/** @param {string} dir */
const sourceOf = (dir) =>
  sourceFiles(dir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

/**
 * The events passed to `bus.emit` and to `bus.on` or `bus.once`.
 * @param {string} source
 */
export function busEvents(source) {
  const named = (/** @type {RegExp} */ pattern) => new Set([...source.matchAll(pattern)].map((match) => match[1] ?? ''));
  return { emits: named(/\bbus\.emit\(\s*'([^']+)'/g), hears: named(/\bbus\.(?:on|once)\(\s*'([^']+)'/g) };
}

/**
 * A path with its parameters as `{}` and without its query: `api/user/${id}/x?page=${n}` and
 * `api/user/{userId}/x` both read `api/user/{}/x`.
 * @param {string} path
 */
const normalised = (path) =>
  path
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\?.*$/, '')
    .replace(/\/$/, '');

/**
 * Every string or template literal that starts with `api/`, its `${...}` parts (nested ones too) as `{}`.
 * @param {string} source
 * @returns {Set<string>}
 */
export function apiPaths(source) {
  const paths = new Set();
  for (const match of source.matchAll(/([`'])api\//g)) {
    const quote = match[1];
    let i = (match.index ?? 0) + 1;
    let path = '';
    while (i < source.length && source[i] !== quote && source[i] !== '\n') {
      if (quote === '`' && source.startsWith('${', i)) {
        i += 1;
        let depth = 0;
        do {
          if (source[i] === '{') depth += 1;
          if (source[i] === '}') depth -= 1;
          i += 1;
        } while (depth > 0 && i < source.length);
        path += '{}';
        continue;
      }
      path += source[i];
      i += 1;
    }
    // A part glued to the end of a segment (`messages${query}`) is a query or a suffix, not a segment.
    paths.add(normalised(path.replace(/([^/])\{\}.*$/, '$1')));
  }
  return paths;
}

/**
 * The strings of `export const <name> = [ ... ]` in a surface.
 * @param {string} source
 * @param {string} name
 * @returns {string[]}
 */
export function declaredList(source, name) {
  const body = new RegExp(`export const ${name} = \\[([\\s\\S]*?)\\] as const`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

test('the readers find events, API paths (parameters, queries and line breaks aside) and declared lists', () => {
  const source = [
    "bus.emit('advert:open', { advertId });",
    "const off = bus.on('advert:close', close); bus.once(\n  'draft:loaded', load);",
    'http.get(`api/user/${userId}/chat-rooms/${roomId}/messages${before ? `?before=${before}` : ""}`);',
    "http.post(\n  'api/neighbourhood-reviews',\n  body);",
    'http.post(`api/properties-list?page=${page}`);',
  ].join('\n');
  assert.deepEqual(busEvents(source), { emits: new Set(['advert:open']), hears: new Set(['advert:close', 'draft:loaded']) });
  assert.deepEqual(apiPaths(source), new Set(['api/user/{}/chat-rooms/{}/messages', 'api/neighbourhood-reviews', 'api/properties-list']));
  assert.deepEqual(declaredList("export const hears = ['a:b', 'c:d'] as const satisfies readonly EventName[];", 'hears'), ['a:b', 'c:d']);
});

const shared = sourceOf(join(repoRoot, 'shared', 'src'));
/** What shared's helpers and components emit or call on a remote's behalf (toggleFavourite, ReportMenu, the session store, Echo's auth). */
const sharedEmits = busEvents(shared).emits;
const sharedPaths = apiPaths(shared);

for (const remote of REMOTES) {
  const code = sourceOf(join(repoRoot, remote, 'src'));
  const surface = readFileSync(join(repoRoot, remote, 'src', 'public-surface.ts'), 'utf8');
  const found = busEvents(code);

  test(`${remote}: the events its surface says it hears are exactly those its code listens to`, () => {
    assert.deepEqual(new Set(declaredList(surface, 'hears')), found.hears);
  });

  test(`${remote}: every event its code emits is on its surface, and each one there is emitted by it or by shared for it`, () => {
    const declared = new Set(declaredList(surface, 'emits'));
    assert.deepEqual(
      [...found.emits].filter((event) => !declared.has(event)),
      [],
      'emitted but not declared',
    );
    assert.deepEqual(
      [...declared].filter((event) => !found.emits.has(event) && !sharedEmits.has(event)),
      [],
      'declared but emitted by nobody',
    );
  });

  test(`${remote}: every API path in its code is on its surface, and each one there is in its code or shared's`, () => {
    const declared = declaredList(surface, 'API_CALLS')
      .filter((call) => / api\//.test(call))
      .map((call) => normalised(call.slice(call.indexOf(' ') + 1)));
    const paths = apiPaths(code);
    assert.deepEqual(
      [...paths].filter((path) => !declared.includes(path)),
      [],
      'called but not declared',
    );
    // A path built from a prefix ('api/user/adverts' with the advert's id and the action) counts as called.
    const called = (/** @type {string} */ path) =>
      [...paths, ...sharedPaths].some((found) => found === path || path.startsWith(`${found}/{}`));
    assert.deepEqual(
      declared.filter((path) => !called(path)),
      [],
      'declared but called by nobody',
    );
  });
}
