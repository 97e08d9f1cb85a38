import type { ReleaseVersion } from '@marketplace/shared';
import { describeMove, failureKinds, formatBytes, healthSummary, moveRequest, vitalsSummary } from './moves';

const health = (loads: number, load = 0, mount = 0, render = 0) => ({
  loads,
  failures: { load, mount, render },
  vitals: { LCP: null, INP: null, CLS: null, mount: null },
});
const version = (name: string, overrides: Partial<ReleaseVersion> = {}): ReleaseVersion => ({
  version: name,
  publishedAt: '2025-06-01T12:00:00.000Z',
  builtAt: null,
  commit: null,
  dirty: false,
  sharedRange: null,
  wireBytes: null,
  health: health(120),
  lastCanary: null,
  events: [],
  shellProblem: null,
  contract: [],
  ...overrides,
});
const aborted = version('1.0.0-a', {
  health: health(20, 0, 20),
  lastCanary: {
    outcome: 'aborted',
    at: '2025-06-01T12:40:00.000Z',
    by: 'canary analysis',
    reason: 'canary 20 failures in 20 page loads (100%)',
  },
});

it('each confirmation names the area, the versions and who gets what', () => {
  expect(describeMove({ kind: 'rollback', remote: 'mfe-search-map', from: '1.0.0-b', to: version('1.0.0-a') })).toEqual({
    title: 'Roll back mfe-search-map?',
    message: 'Every browser will load 1.0.0-a instead of 1.0.0-b on its next page load.',
    confirmLabel: 'Roll back to 1.0.0-a',
    destructive: true,
    facts: '1.0.0-a: no failures in 120 page loads in the last hour.',
    warning: null,
  });
  expect(
    describeMove({ kind: 'promote', remote: 'mfe-search-map', canary: version('1.0.0-c'), live: '1.0.0-b', percent: 25 }).message,
  ).toBe('1.0.0-c, now loaded by 25% of browsers, becomes the live version for every browser, replacing 1.0.0-b.');
  expect(describeMove({ kind: 'abort', remote: 'mfe-search-map', canary: '1.0.0-c', live: '1.0.0-b', percent: 25 }).message).toBe(
    'The 25% of browsers on 1.0.0-c go back to the live 1.0.0-b on their next page load.',
  );
  expect(describeMove({ kind: 'percent', remote: 'mfe-search-map', canary: '1.0.0-c', from: 10, to: 50 }).confirmLabel).toBe('Give it 50%');
  expect(describeMove({ kind: 'hold', remote: 'mfe-search-map', canary: '1.0.0-c', percent: 10 }).message).toBe(
    '1.0.0-c stays at 10% of browsers: its steps wait until you resume it. The canary analysis still aborts it if it fails.',
  );
  expect(
    describeMove({ kind: 'approve', remote: 'mfe-search-map', canary: version('1.0.0-c'), live: '1.0.0-b', from: 10, to: 50 }).confirmLabel,
  ).toBe('Approve 50%');
});

it('making live a version that failed its last canary says how it fared and asks why', () => {
  const text = describeMove({ kind: 'rollback', remote: 'mfe-search-map', from: '1.0.0-b', to: aborted });
  expect(text.facts).toBe(
    '1.0.0-a: 20 failures in 20 page loads (100%) in the last hour; its last canary was aborted on 01/06/2025 12:40 UTC by canary analysis: canary 20 failures in 20 page loads (100%).',
  );
  expect(text.warning).toBe('1.0.0-a failed its last canary. Say why you make it live: it goes to the audit log.');
});

it('rolling back to a version whose contract breaks the live page says what it breaks and asks why', () => {
  const contract: ReleaseVersion['contract'] = [
    { area: 'exposed module', name: './Card', change: 'removed', from: '{}', to: null, breaking: './Card is no longer exposed' },
    { area: 'API call', name: 'GET api/x', change: 'added', from: null, to: null, breaking: null },
  ];
  const text = describeMove({ kind: 'rollback', remote: 'mfe-search-map', from: '1.0.0-b', to: version('1.0.0-a', { contract }) });
  expect(text.warning).toBe(
    'It breaks its contract with the live page: ./Card is no longer exposed. Say why you make it live: it goes to the audit log.',
  );
  expect(
    describeMove({ kind: 'rollback', remote: 'mfe-search-map', from: '1.0.0-b', to: version('1.0.0-a', { contract: null }) }).warning,
  ).toBeNull();
});

it('each move asks the API with the state the person saw, and a note only when one was written', () => {
  expect(moveRequest({ kind: 'rollback', remote: 'mfe-search-map', from: '1.0.0-b', to: version('1.0.0-a') }, '  pins vanish  ')).toEqual({
    path: 'api/releases/mfe-search-map/rollback',
    body: { to: '1.0.0-a', live: '1.0.0-b', note: 'pins vanish' },
  });
  expect(moveRequest({ kind: 'percent', remote: 'mfe-search-map', canary: '1.0.0-c', from: 10, to: 50 }, ' ')).toEqual({
    path: 'api/releases/mfe-search-map/canary',
    body: { canary: '1.0.0-c', from_percent: 10, percent: 50 },
  });
  expect(moveRequest({ kind: 'abort', remote: 'mfe-search-map', canary: '1.0.0-c', live: '1.0.0-b', percent: 25 }, '').path).toBe(
    'api/releases/mfe-search-map/abort',
  );
  expect(moveRequest({ kind: 'hold', remote: 'mfe-search-map', canary: '1.0.0-c', percent: 10 }, '')).toEqual({
    path: 'api/releases/mfe-search-map/hold',
    body: { canary: '1.0.0-c' },
  });
  expect(
    moveRequest({ kind: 'approve', remote: 'mfe-search-map', canary: version('1.0.0-c'), live: '1.0.0-b', from: 10, to: 100 }, 'ok'),
  ).toEqual({ path: 'api/releases/mfe-search-map/approve', body: { canary: '1.0.0-c', note: 'ok' } });
});

it('health reads as a rate of page loads, never a bare count', () => {
  expect(healthSummary(health(0))).toBe('No page loads');
  expect(healthSummary(health(1200))).toBe('No failures in 1,200 page loads');
  expect(healthSummary(health(40, 1, 0, 4))).toBe('5 failures in 40 page loads (12.5%)');
  expect(healthSummary(health(1, 0, 1))).toBe('1 failure in 1 page load (100%)');
  expect(failureKinds(health(40, 1, 0, 4))).toBe('load 1, render 4');
});

it('sizes as sent read in B, kB and MB', () => {
  expect(formatBytes(812)).toBe('812 B');
  expect(formatBytes(152_400)).toBe('152 kB');
  expect(formatBytes(1_430_000)).toBe('1.4 MB');
});

it('real users’ Web Vitals read as 75th percentiles beside the failures, leaving out metrics with no samples', () => {
  expect(vitalsSummary(health(40))).toBeNull();
  const felt = {
    ...health(40),
    vitals: {
      INP: { p75: 96.4, samples: 38, sources: 9 },
      LCP: { p75: 1800, samples: 40, sources: 9 },
      CLS: { p75: 0.0234, samples: 40, sources: 9 },
      mount: null,
    },
  };
  expect(vitalsSummary(felt)).toBe('Real users (p75 of 40 page loads): INP 96 ms, LCP 1,800 ms, CLS 0.02');
});
