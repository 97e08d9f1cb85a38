// Each remote's public surface (src/public-surface.ts) is checked against its code, read as a syntax tree
// (surfaceReader.mjs): the bus events it really emits and hears (its own, and those of shared's helpers
// it uses), and the API calls it makes, method and path, which must also be routes the API itself has
// (its route list, api/src/routes.ts). A surface that drifts from the code, or a call the API does not
// answer, fails here instead of misleading the next reader.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES } from '../../shared/src/config/platform.cjs';
import { apiAnswers, apiRouteList, normalisedPath, readSource, readSources, remoteBusEvents, sharedBusReach } from './surfaceReader.mjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** @param {string} dir */
const read = (dir) => readSources(dir, repoRoot);

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

test('the reader finds events, API calls with their method (parameters, queries and line breaks aside) and declared lists', () => {
  const source = [
    "import { bus, http, toggleFavourite as toggle } from '@marketplace/shared';",
    "bus.emit('advert:open', { advertId });",
    "const off = bus.on('advert:close', close); bus.once(\n  'draft:loaded', load);",
    'http.get(`api/user/${userId}/chat-rooms/${roomId}/messages${before ? `?before=${before}` : ""}`);',
    "http.post<{ id: number }>(\n  'api/neighbourhood-reviews',\n  body);",
    "http.post(page > 1 ? `api/properties-list?page=${page}` : 'api/properties-list');",
    "const stats = useApi<Stats>('api/user/statistics?days=7');",
    "submit('api/user/settings/contact', values);",
  ].join('\n');
  const file = readSource('x.tsx', source);
  assert.deepEqual([file.emits, file.hears], [new Set(['advert:open']), new Set(['advert:close', 'draft:loaded'])]);
  assert.deepEqual(file.calls, [
    { method: 'GET', path: 'api/user/{}/chat-rooms/{}/messages' },
    { method: 'POST', path: 'api/neighbourhood-reviews' },
    { method: 'POST', path: 'api/properties-list' },
    { method: 'POST', path: 'api/properties-list' },
    { method: 'GET', path: 'api/user/statistics' },
    { method: null, path: 'api/user/settings/contact' },
  ]);
  assert.deepEqual(file.fromShared, new Set(['bus', 'http', 'toggleFavourite']));
  assert.deepEqual(declaredList("export const hears = ['a:b', 'c:d'] as const satisfies readonly EventName[];", 'hears'), ['a:b', 'c:d']);
  assert.equal(normalisedPath('api/user/{userId}/notifications/'), 'api/user/{}/notifications');
});

test("an event named other than as a literal is unreadable; shared's helpers pass on what they emit and hear to their users", () => {
  assert.deepEqual(readSource('x.ts', 'bus.emit(name, payload);\nbus.on(`a:${b}`, f);').unreadable, ['x.ts:1', 'x.ts:2']);
  const shared = sharedBusReach([
    readSource('actions.ts', "export async function reportAdvert() { bus.emit('advert:reported', {}); }"),
    readSource('ReportMenu.tsx', 'export function ReportMenu() { return <button onClick={() => reportAdvert()} />; }'),
    readSource('popover.ts', "export function usePopover() { useEffect(() => bus.on('page:changed', close)); }"),
  ]);
  const remote = readSource(
    'Card.tsx',
    "import { ReportMenu, usePopover } from '@marketplace/shared';\nexport const Card = () => <ReportMenu />;",
  );
  assert.deepEqual(remoteBusEvents([remote], shared), { emits: new Set(['advert:reported']), hears: new Set(['page:changed']) });
  assert.deepEqual(remoteBusEvents([readSource('Plain.tsx', "import { http } from '@marketplace/shared';")], shared), {
    emits: new Set(),
    hears: new Set(),
  });
});

test("a route matches a call by method and by path, its parameters (optional ones too) and wildcards standing for a call's values", () => {
  const routes = [
    { method: 'POST', url: '/api/user/:userId/messages/new/:chatRoomId?' },
    { method: 'GET', url: '/api/geocoding/*' },
    { method: 'POST', url: '/api/report' },
  ];
  assert.equal(apiAnswers(routes, 'POST', 'api/user/{}/messages/new/{}'), true);
  assert.equal(apiAnswers(routes, 'POST', 'api/user/{}/messages/new'), true);
  assert.equal(apiAnswers(routes, 'GET', 'api/geocoding/{}.json'), true);
  assert.equal(apiAnswers(routes, 'POST', 'api/report'), true);
  assert.equal(apiAnswers(routes, 'GET', 'api/report'), false, 'another method');
  assert.equal(apiAnswers(routes, 'POST', 'api/reports'), false, 'another path');
  assert.equal(apiAnswers(routes, 'POST', 'api/user/{}/messages'), false);
});

/** The API's own route list, as building the app registers it. */
const apiRoutes = apiRouteList();

const sharedFiles = read(join(repoRoot, 'shared', 'src'));
const sharedReach = sharedBusReach(sharedFiles);
/** The paths shared's helpers call on a remote's behalf (toggleFavourite, ReportMenu, the session store, Echo's auth). */
const sharedPaths = new Set(sharedFiles.flatMap((file) => file.calls.map((call) => call.path)));

test('shared names its bus events as literals, so what its helpers emit and hear can be read', () => {
  assert.deepEqual(
    sharedFiles.flatMap((file) => file.unreadable),
    [],
  );
});

for (const remote of REMOTES) {
  const files = read(join(repoRoot, remote, 'src'));
  const surface = readFileSync(join(repoRoot, remote, 'src', 'public-surface.ts'), 'utf8');
  const found = remoteBusEvents(files, sharedReach);
  const declaredCalls = declaredList(surface, 'API_CALLS')
    .filter((call) => / api\//.test(call))
    .map((call) => ({ method: call.slice(0, call.indexOf(' ')), path: normalisedPath(call.slice(call.indexOf(' ') + 1)) }));
  const calls = files.flatMap((file) => file.calls);

  test(`${remote}: names every bus event as a literal, so its surface can be checked`, () => {
    assert.deepEqual(
      files.flatMap((file) => file.unreadable),
      [],
    );
  });

  test(`${remote}: the events its surface says it hears are exactly those its code (and shared's helpers it uses) listens to`, () => {
    assert.deepEqual(new Set(declaredList(surface, 'hears')), found.hears);
  });

  test(`${remote}: the events its surface says it emits are exactly those its code (and shared's helpers it uses) emits`, () => {
    assert.deepEqual(new Set(declaredList(surface, 'emits')), found.emits);
  });

  test(`${remote}: every API call in its code is on its surface with its method, and each one there is in its code or shared's`, () => {
    const declared = (/** @type {{ method: string | null, path: string }} */ call) =>
      declaredCalls.some((d) => d.path === call.path && (call.method === null || d.method === call.method));
    assert.deepEqual(
      calls.filter((call) => !declared(call)).map((call) => `${call.method ?? '(any method)'} ${call.path}`),
      [],
      'called but not declared',
    );
    // A path built from a prefix ('api/user/adverts' with the advert's id and the action) counts as called.
    const paths = [...calls.map((call) => call.path), ...sharedPaths];
    assert.deepEqual(
      declaredCalls
        .filter(({ path }) => !paths.some((found) => found === path || path.startsWith(`${found}/{}`)))
        .map((d) => `${d.method} ${d.path}`),
      [],
      'declared but called by nobody',
    );
  });

  test(`${remote}: every API call on its surface is a route the API answers, by method and path`, () => {
    assert.deepEqual(
      declaredCalls.filter(({ method, path }) => !apiAnswers(apiRoutes, method, path)).map((d) => `${d.method} ${d.path}`),
      [],
    );
  });
}
