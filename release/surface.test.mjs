// The contract diff (issue 41, item 4): the rule on fixed surfaces, then the release command comparing the
// surface a candidate's build carries with the live one's, refusing a breaking change without a reason and
// keeping what it broke in the audit log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from './cli.mjs';
import { fileRegistryStore, readRegistry } from './registry.mjs';
import { describeBreaking, describeSurfaceDiff, diffSurfaces, SURFACE_FILE } from './surface.mjs';

/** @typedef {import('./surface.mjs').PublicSurface} PublicSurface */

/** @type {PublicSurface} */
const LIVE = {
  schemaVersion: 1,
  remote: 'mfe-alpha',
  exposes: { './Page': '{ id: number }', './Card': '{ advertId: number }' },
  emits: { 'advert:open': '{ advertId: number }', 'list:open': '{ open: boolean }' },
  hears: { 'page:changed': '{ path: string }' },
  places: ['mfe-beta/./Panel'],
  apiCalls: ['GET api/alpha', 'POST api/alpha/{id}'],
};

/** The rest of the live page: mfe-beta hears advert:open and list:open, emits review:added, exposes ./Panel; the shell emits page:changed. */
const PAGE = {
  others: [
    {
      remote: 'mfe-beta',
      surface: {
        ...LIVE,
        remote: 'mfe-beta',
        exposes: { './Panel': '{}' },
        emits: { 'review:added': '{ adId: number }' },
        hears: { 'advert:open': '{ advertId: number }', 'list:open': '{ open: boolean }' },
        places: [],
        apiCalls: [],
      },
    },
  ],
  shell: { emits: ['page:changed'], hears: ['modal:open'] },
};

/**
 * The diff as [area, change, name, breaking?] rows.
 * @param {Partial<PublicSurface>} candidate what differs from LIVE
 */
const rows = (candidate) => diffSurfaces(LIVE, { ...LIVE, ...candidate }, PAGE).map((c) => [c.area, c.change, c.name, c.breaking !== null]);

test('the same surface is no change; additions nobody relies on are not breaking', () => {
  assert.deepEqual(rows({}), []);
  assert.deepEqual(
    rows({
      exposes: { ...LIVE.exposes, './New': '{}' },
      emits: { ...LIVE.emits, 'review:added': '{ adId: number }' },
      hears: { ...LIVE.hears, 'review:added': '{ adId: number }' },
      places: [...LIVE.places, 'mfe-beta/./Panel'],
      apiCalls: [...LIVE.apiCalls, 'GET api/alpha/new'],
    }),
    [
      ['exposed module', 'added', './New', false],
      ['event emitted', 'added', 'review:added', false],
      ['event heard', 'added', 'review:added', false],
      ['API call', 'added', 'GET api/alpha/new', false],
    ],
  );
});

test('an exposed module removed or taking other props, and an API call removed, are breaking', () => {
  const changes = diffSurfaces(LIVE, { ...LIVE, exposes: { './Page': '{ id: string }' }, apiCalls: ['GET api/alpha'] }, PAGE);
  assert.deepEqual(
    changes.map((c) => [c.area, c.change, c.name, c.from, c.to]),
    [
      ['exposed module', 'changed', './Page', '{ id: number }', '{ id: string }'],
      ['exposed module', 'removed', './Card', '{ advertId: number }', null],
      ['API call', 'removed', 'POST api/alpha/{id}', null, null],
    ],
  );
  assert.equal(
    describeBreaking(changes),
    './Page takes other props: whatever places it passes the ones it took; ./Card is no longer exposed: whatever places it fails to load it; it no longer calls POST api/alpha/{id}, which its live surface promised',
  );
});

test("an emitted event's payload changed, or no longer emitted while another remote hears it, is breaking; one nobody hears is not", () => {
  const changes = diffSurfaces(LIVE, { ...LIVE, emits: { 'advert:open': '{ advertId: string }' } }, PAGE);
  assert.deepEqual(
    changes.map((c) => [c.name, c.change, c.breaking]),
    [
      ['advert:open', 'changed', 'advert:open carries another payload: mfe-beta read the old one'],
      ['list:open', 'removed', 'mfe-beta hear list:open, which it no longer emits'],
    ],
  );
  const alone = { ...LIVE, emits: { ...LIVE.emits, 'draft:loaded': '{}' } };
  assert.deepEqual(
    diffSurfaces(alone, LIVE, PAGE).map((c) => [c.name, c.change, c.breaking]),
    [['draft:loaded', 'removed', null]],
  );
});

test('an event newly heard that nothing live emits is breaking; one the shell, another remote or the candidate emits is not', () => {
  assert.deepEqual(rows({ hears: { ...LIVE.hears, 'draft:loaded': '{}' } }), [['event heard', 'added', 'draft:loaded', true]]);
  assert.deepEqual(rows({ hears: { 'page:changed': '{ path: string }', 'review:added': '{ adId: number }' } }), [
    ['event heard', 'added', 'review:added', false],
  ]);
  assert.deepEqual(rows({ emits: { ...LIVE.emits, 'draft:loaded': '{}' }, hears: { ...LIVE.hears, 'draft:loaded': '{}' } }), [
    ['event emitted', 'added', 'draft:loaded', false],
    ['event heard', 'added', 'draft:loaded', false],
  ]);
  assert.deepEqual(rows({ hears: { 'page:changed': '{ path: number }' } }), [['event heard', 'changed', 'page:changed', true]]);
});

test('a module newly placed that no live remote exposes is breaking', () => {
  assert.deepEqual(rows({ places: ['mfe-beta/./Panel', 'mfe-beta/./Gone'] }), [['module placed', 'added', 'mfe-beta/./Gone', true]]);
});

test('the command line prints each change, the breaking ones first and marked, and says when a surface is unknown', () => {
  const lines = describeSurfaceDiff(
    'mfe-alpha',
    'v1',
    'v2',
    diffSurfaces(LIVE, { ...LIVE, exposes: { './Page': '{ id: number }', './New': '{}' }, apiCalls: ['GET api/alpha'] }, PAGE),
  );
  assert.deepEqual(lines, [
    'contract of mfe-alpha v2 against live v1:',
    '  BREAKING exposed module removed: ./Card — ./Card is no longer exposed: whatever places it fails to load it',
    '  BREAKING API call removed: POST api/alpha/{id} — it no longer calls POST api/alpha/{id}, which its live surface promised',
    '  exposed module added: ./New',
  ]);
  assert.deepEqual(
    describeSurfaceDiff('mfe-alpha', 'v1', 'v2', null)[1],
    '  unknown: one of the two versions was published without its public surface',
  );
});

/**
 * A workspace with mfe-alpha built carrying `surface`, its releases and registry in a temp folder.
 * @param {import('node:test').TestContext} t
 */
function workspace(t) {
  const root = mkdtempSync(join(tmpdir(), 'release-surface-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const dist = join(root, 'mfe-alpha', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(root, 'mfe-alpha', 'package.json'), JSON.stringify({ name: 'mfe-alpha', version: '1.0.0' }));
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mfe-alpha' }));
  const env = {
    RELEASES_DIR: join(root, 'releases'),
    REGISTRY_FILE: join(root, 'registry', 'remotes.json'),
    SHELL_DIST: join(root, 'none'),
  };
  /** @type {string[]} */
  const out = [];
  /** @type {string[]} */
  const err = [];
  return {
    /** @param {PublicSurface} surface */
    build(surface) {
      writeFileSync(join(dist, 'remoteEntry.js'), `/* ${JSON.stringify(surface.exposes)} */`);
      writeFileSync(join(dist, SURFACE_FILE), JSON.stringify(surface));
    },
    /** @param {string[]} args */
    cli: (args) => main([...args], { root, env, out: (l) => out.push(l), err: (l) => err.push(l), by: 'tester' }),
    live: () => readRegistry(env.REGISTRY_FILE).remotes['mfe-alpha']?.live,
    audit: () => fileRegistryStore(env.REGISTRY_FILE).readAudit(10),
    out,
    err,
    registryText: () => readFileSync(env.REGISTRY_FILE, 'utf8'),
  };
}

test('a release whose surface breaks the live one is refused without a reason, audited; with --note it goes out and the audit says what it broke', async (t) => {
  const ws = workspace(t);
  ws.build(LIVE);
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--offline']), 0);
  const first = ws.live();
  assert.match(ws.registryText(), /"surface": "sha384-/, 'the registry records the digest of the surface the build carries');

  ws.build({ ...LIVE, exposes: { './Page': '{ id: number }' } });
  ws.out.length = 0;
  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--offline', '--canary', '10']), 1);
  assert.deepEqual(ws.out.slice(-1), [
    '  BREAKING exposed module removed: ./Card — ./Card is no longer exposed: whatever places it fails to load it',
  ]);
  assert.match(
    ws.err.at(-1) ?? '',
    /breaks its contract with the live page \(\.\/Card is no longer exposed: whatever places it fails to load it\): say why \(--note "why"\)/,
  );
  assert.equal(ws.live(), first);
  const [refused] = await ws.audit();
  assert.equal(refused?.action, 'refused');

  assert.equal(await ws.cli(['release', 'mfe-alpha', '--no-build', '--offline', '--note', 'nothing places the card any more']), 0);
  assert.notEqual(ws.live(), first);
  const [released] = await ws.audit();
  assert.equal(released?.action, 'release');
  assert.equal(released?.note, 'nothing places the card any more');
  assert.equal(released?.breaking, './Card is no longer exposed: whatever places it fails to load it');

  // Rolling back to the first version adds ./Card back: no breaking change, no reason needed.
  ws.out.length = 0;
  assert.equal(await ws.cli(['diff', 'mfe-alpha']), 0);
  assert.deepEqual(ws.out, [`contract of mfe-alpha ${first} against live ${ws.live()}:`, '  exposed module added: ./Card']);
  assert.equal(await ws.cli(['rollback', 'mfe-alpha', '--to', first ?? '', '--offline']), 0);
  assert.equal(ws.live(), first);
});
