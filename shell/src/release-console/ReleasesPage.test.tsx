import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type ReleasesOverview, type ReleaseRemote } from '@marketplace/shared';
import { loadDelivery, loadReleases, makeMove } from './api';
import { listenToReleases, type ReleasesListener } from './live';
import { ReleasesPage } from './ReleasesPage';

jest.mock('./api');
jest.mock('./live');

const loadMock = jest.mocked(loadReleases);
const deliveryMock = jest.mocked(loadDelivery);
const moveMock = jest.mocked(makeMove);
const listenMock = jest.mocked(listenToReleases);

const ANALYSIS = {
  minLoads: 20,
  maxIncreasePoints: 5,
  maxRatio: 2,
  windowMinutes: 10,
  minSources: 3,
  maxLoadsPerSource: 10,
  minVitalsSamples: 20,
  maxInpIncreaseMs: 100,
  maxInpRatio: 1.5,
  maxLcpIncreaseMs: 500,
  maxLcpRatio: 1.25,
};
const noVitals = { LCP: null, INP: null, CLS: null, mount: null };
const noHealth = { loads: 0, failures: { load: 0, mount: 0, render: 0 }, vitals: noVitals };
const version = (name: string, loads = 0, mount = 0) => ({
  version: name,
  publishedAt: '2025-06-01T12:00:00.000Z',
  builtAt: '2025-06-01T11:58:00.000Z',
  commit: 'abc123def456',
  dirty: false,
  sharedRange: '^1.3.0',
  wireBytes: 152_400,
  health: loads ? { loads, failures: { load: 0, mount, render: 0 }, vitals: noVitals } : noHealth,
  lastCanary: null,
  events: [],
  shellProblem: null,
  contract: [],
});

const searchMap = (overrides: Partial<ReleaseRemote> = {}): ReleaseRemote => ({
  name: 'mfe-search-map',
  live: '1.0.0-bbbb',
  previous: '1.0.0-aaaa',
  canary: {
    version: '1.0.0-cccc',
    percent: 10,
    since: '2025-06-01T12:30:00.000Z',
    analysis: { ...ANALYSIS },
    judgement: { verdict: 'inconclusive', reason: 'the canary has 4 page loads; 20 are needed to judge it' },
    held: null,
    awaiting: null,
  },
  versions: [version('1.0.0-cccc', 4, 1), version('1.0.0-bbbb', 120), version('1.0.0-aaaa')],
  ...overrides,
});

const overview = (remote = searchMap()): ReleasesOverview => ({
  windowMinutes: 60,
  remotes: [remote],
  audit: [
    {
      at: '2025-06-01T12:30:00.000Z',
      by: 'ops on build-box (command line)',
      remote: 'mfe-search-map',
      action: 'canary',
      from: '1.0.0-bbbb',
      to: '1.0.0-cccc',
      percent: 10,
      note: 'new pins',
      text: 'started canary 1.0.0-cccc for 10% of browsers (live 1.0.0-bbbb)',
    },
  ],
});

let listener: ReleasesListener | null;

beforeEach(() => {
  listener = null;
  loadMock.mockReset().mockResolvedValue(overview());
  const figures = {
    releases: 4,
    releasesPerDay: 0.13,
    failed: 1,
    changeFailureRate: 0.25,
    timeToRestore: { median: 20, count: 1 },
    leadTime: null,
  };
  deliveryMock.mockReset().mockResolvedValue({
    from: '2025-05-02T12:00:00.000Z',
    to: '2025-06-01T12:00:00.000Z',
    days: 30,
    overall: figures,
    remotes: { 'mfe-search-map': figures },
  });
  moveMock.mockReset();
  listenMock.mockReset().mockImplementation((l) => {
    listener = l;
    return () => undefined;
  });
});

it('shows each area: its live version with its failure rate, its canary and how it is judged, its versions, and the audit log', async () => {
  render(<ReleasesPage />);
  const area = await screen.findByRole('region', { name: 'mfe-search-map' });
  const glance = screen.getByRole('table', { name: 'At a glance: failures per page load in the last hour' });
  expect(within(glance).getAllByRole('row')[1]?.textContent).toBe('mfe-search-map1.0.0-bbbb0% of 1201.0.0-cccc (10%)25% of 4');
  expect(within(area).getByText(/Live:/).textContent).toBe('Live: 1.0.0-bbbb · No failures in 120 page loads in the last hour');
  expect(within(area).getByText(/^Canary:/).textContent).toBe(
    'Canary: 1.0.0-cccc for 10% of browsers, since 01/06/2025 12:30 UTC · 1 failure in 4 page loads (25%) in the last hour: mount 1',
  );
  expect(within(area).getByText(/^Not judged yet/).textContent).toBe(
    'Not judged yet: the canary has 4 page loads; 20 are needed to judge it',
  );
  expect(within(area).getAllByText(/commit abc123def456 · needs shared \^1\.3\.0 · 152 kB as sent/)).toHaveLength(3);
  // Only versions that are neither live nor the canary can be rolled back to.
  expect(
    within(area)
      .getAllByRole('button', { name: /^Roll back mfe-search-map to/ })
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Roll back mfe-search-map to 1.0.0-aaaa']);
  const audit = screen.getByRole('region', { name: 'Audit log' });
  expect(within(audit).getByRole('listitem').textContent).toBe(
    'mfe-search-map: started canary 1.0.0-cccc for 10% of browsers (live 1.0.0-bbbb)01/06/2025 12:30 UTC, by ops on build-box (command line): “new pins”',
  );
});

it('a move is confirmed in a dialog that says what changes; the note goes with it, and the page shows the result', async () => {
  render(<ReleasesPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Roll back one step' }));
  const dialog = screen.getByRole('dialog', { name: 'Roll back mfe-search-map?' });
  expect(within(dialog).getByText('Every browser will load 1.0.0-aaaa instead of 1.0.0-bbbb on its next page load.')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('Why? (optional, kept in the audit log)'), { target: { value: 'pins vanish' } });
  moveMock.mockResolvedValue(overview(searchMap({ live: '1.0.0-aaaa', previous: null, canary: null })));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back to 1.0.0-aaaa' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(moveMock).toHaveBeenCalledWith(
    { kind: 'rollback', remote: 'mfe-search-map', from: '1.0.0-bbbb', to: version('1.0.0-aaaa') },
    'pins vanish',
  );
  expect(screen.getByText(/^Live:/).textContent).toMatch(/^Live: 1\.0\.0-aaaa/);
  expect(screen.getAllByRole('status').some((s) => s.textContent === 'Done: roll back to 1.0.0-aaaa (mfe-search-map).')).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'mfe-search-map' }));
});

it('a move refused because someone moved the registry meanwhile says so in the dialog, and the page reloads', async () => {
  render(<ReleasesPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Promote to everyone' }));
  moveMock.mockRejectedValue(new HttpError(409, { message: 'mfe-search-map changed meanwhile: its canary is gone, not 1.0.0-cccc' }));
  fireEvent.click(screen.getByRole('button', { name: 'Make 1.0.0-cccc live' }));
  const dialog = screen.getByRole('dialog');
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'mfe-search-map changed meanwhile: its canary is gone, not 1.0.0-cccc',
  );
  await waitFor(() => expect(loadMock).toHaveBeenCalledTimes(2));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('the share is a whole percentage from 1 to 99; a valid one is confirmed like any move', async () => {
  render(<ReleasesPage />);
  const share = await screen.findByLabelText('Share of browsers (%)');
  fireEvent.change(share, { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change share' }));
  expect(screen.getByText('Give a whole percentage from 1 to 99.')).toBeTruthy();
  expect(share.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.change(share, { target: { value: '50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change share' }));
  expect(screen.getByRole('dialog', { name: "Change the canary's share of mfe-search-map?" })).toBeTruthy();
});

it('a move made elsewhere reloads the page and is said in the live region', async () => {
  render(<ReleasesPage />);
  await screen.findByRole('region', { name: 'mfe-search-map' });
  await waitFor(() => expect(listener).not.toBeNull());
  act(() => listener?.live(true));
  expect(screen.getByText('Live: moves made elsewhere appear here as they happen.')).toBeTruthy();
  loadMock.mockResolvedValue(overview(searchMap({ canary: null })));
  act(() =>
    listener?.changed({
      remote: 'mfe-search-map',
      audit: {
        at: '2025-06-01T12:40:00.000Z',
        by: 'canary analysis',
        remote: 'mfe-search-map',
        action: 'abort-canary',
        from: '1.0.0-cccc',
        to: '1.0.0-bbbb',
        reason: 'canary 20 failures in 20 page loads',
        text: 'aborted canary 1.0.0-cccc automatically; everyone gets 1.0.0-bbbb: canary 20 failures in 20 page loads',
      },
    }),
  );
  await waitFor(() => expect(screen.queryByText(/^Canary:/)).toBeNull());
  expect(
    screen
      .getAllByRole('status')
      .some(
        (s) =>
          s.textContent ===
          'canary analysis aborted canary 1.0.0-cccc automatically; everyone gets 1.0.0-bbbb: canary 20 failures in 20 page loads (mfe-search-map).',
      ),
  ).toBe(true);
});

it('a version that failed its last canary says so beside its action, and making it live needs a typed reason', async () => {
  const failed = {
    ...version('1.0.0-aaaa', 20, 20),
    lastCanary: {
      outcome: 'aborted' as const,
      at: '2025-06-01T11:40:00.000Z',
      by: 'canary analysis',
      reason: 'canary 20 failures in 20 page loads (100%)',
    },
    events: [
      {
        at: '2025-06-01T11:40:00.000Z',
        by: 'canary analysis',
        text: 'aborted canary 1.0.0-aaaa automatically; everyone gets 1.0.0-bbbb: canary 20 failures in 20 page loads (100%)',
      },
    ],
  };
  loadMock.mockResolvedValue(overview(searchMap({ previous: null, canary: null, versions: [version('1.0.0-bbbb', 120), failed] })));
  render(<ReleasesPage />);
  const area = await screen.findByRole('region', { name: 'mfe-search-map' });
  expect(within(area).getByText('Failed its last canary')).toBeTruthy();
  expect(within(area).getByText(/^Last canary aborted/).textContent).toBe(
    'Last canary aborted on 01/06/2025 11:40 UTC by canary analysis: canary 20 failures in 20 page loads (100%)',
  );
  fireEvent.click(within(area).getByRole('button', { name: 'Roll back mfe-search-map to 1.0.0-aaaa' }));
  const dialog = screen.getByRole('dialog', { name: 'Roll back mfe-search-map?' });
  expect(
    within(dialog)
      .getByText(/^Warning:/)
      .closest('p')?.textContent,
  ).toBe('Warning: 1.0.0-aaaa failed its last canary. Say why you make it live: it goes to the audit log.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back to 1.0.0-aaaa' }));
  expect(within(dialog).getByText('Say why you make it live.')).toBeTruthy();
  expect(moveMock).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText('Why make it live? (required, kept in the audit log)'), {
    target: { value: 'a broken CDN node, fixed since' },
  });
  moveMock.mockResolvedValue(overview(searchMap({ live: '1.0.0-aaaa', previous: null, canary: null })));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back to 1.0.0-aaaa' }));
  await waitFor(() =>
    expect(moveMock).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rollback' }), 'a broken CDN node, fixed since'),
  );
});

it('a canary on steps can be held, and a step that waits for approval is approved from its panel', async () => {
  const canary = {
    version: '1.0.0-cccc',
    percent: 10,
    since: '2025-06-01T12:30:00.000Z',
    analysis: {
      ...ANALYSIS,
      steps: [10, 50, 100],
      approveSteps: true,
    },
    judgement: { verdict: 'healthy' as const, reason: 'fine' },
    held: null,
    awaiting: { percent: 50, since: '2025-06-01T12:45:00.000Z' },
  };
  loadMock.mockResolvedValue(overview(searchMap({ canary })));
  render(<ReleasesPage />);
  const area = await screen.findByRole('region', { name: 'mfe-search-map' });
  expect(within(area).getByText(/waits for your approval/).textContent).toBe(
    'Its step to 50% is due since 01/06/2025 12:45 UTC and waits for your approval.',
  );
  fireEvent.click(within(area).getByRole('button', { name: 'Hold steps' }));
  expect(screen.getByRole('dialog', { name: 'Hold the canary of mfe-search-map?' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(within(area).getByRole('button', { name: 'Approve 50%' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve the next step of the canary of mfe-search-map?' });
  expect(within(dialog).getByText('1.0.0-cccc will be loaded by 50% of browsers instead of 10%.')).toBeTruthy();
});

it('shows the delivery figures of the last 30 days per area and overall', async () => {
  render(<ReleasesPage />);
  const delivery = await screen.findByRole('region', { name: 'Delivery, last 30 days' });
  expect(
    within(delivery)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'AreaReleases a dayChange failure rateTime to restoreLead time',
    'mfe-search-map0.13 (4)25% (1 failed)20 min (median of 1)–',
    'All areas0.13 (4)25% (1 failed)20 min (median of 1)–',
  ]);
  // Each figure is charted, and each chart says its values in its name.
  expect(
    within(delivery)
      .getAllByRole('img')
      .map((chart) => chart.getAttribute('aria-label')),
  ).toEqual([
    'Releases a day: mfe-search-map 0.13 a day; All areas 0.13 a day',
    'Change failure rate: mfe-search-map 25%; All areas 25%',
    'Time to restore (median): mfe-search-map 20 min; All areas 20 min',
    'Lead time (median): mfe-search-map no commit times; All areas no commit times',
  ]);
});

it("charts real users' p75 per version that has samples, and shows each version's contract against live", async () => {
  const felt = (p75: number) => ({ p75, samples: 40, sources: 6 });
  const remote = searchMap();
  const [canary, live, older] = remote.versions;
  if (!canary || !live || !older) throw new Error('three versions');
  loadMock.mockResolvedValue(
    overview({
      ...remote,
      versions: [
        { ...canary, health: { ...canary.health, vitals: { LCP: felt(2100), INP: felt(420), CLS: felt(0.02), mount: null } } },
        { ...live, health: { ...live.health, vitals: { LCP: felt(1800), INP: felt(96), CLS: null, mount: null } } },
        {
          ...older,
          contract: [
            {
              area: 'event heard',
              name: 'advert:close',
              change: 'changed',
              from: '{ id: number }',
              to: '{ id: string }',
              breaking: 'advert:close is read with another payload type',
            },
            { area: 'API call', name: 'GET api/x', change: 'added', from: null, to: null, breaking: null },
          ],
        },
      ],
    }),
  );
  render(<ReleasesPage />);
  const vitals = await screen.findByRole('region', { name: 'Real users, last hour (p75 per version)' });
  expect(
    within(vitals)
      .getAllByRole('img')
      .map((chart) => chart.getAttribute('aria-label')),
  ).toEqual([
    'Largest Contentful Paint, p75: 1.0.0-cccc (canary) 2,100 ms; 1.0.0-bbbb (live) 1,800 ms',
    'Interaction to Next Paint, p75: 1.0.0-cccc (canary) 420 ms; 1.0.0-bbbb (live) 96 ms',
    'Cumulative Layout Shift, p75: 1.0.0-cccc (canary) 0.02; 1.0.0-bbbb (live) no samples',
  ]);
  const contract = screen.getByRole('list', { name: 'What changes in the contract of 1.0.0-aaaa against live' });
  expect(
    within(contract)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Breaking: event heard changed: advert:close from { id: number } to { id: string } (advert:close is read with another payload type)',
    'API call added: GET api/x',
  ]);
  expect(screen.getByText(/Contract against live: 2 changes/).textContent).toBe('Contract against live: 2 changes1 breaking');
});

it('anyone but a release manager is told the console is not for them', async () => {
  loadMock.mockRejectedValue(new HttpError(403, { message: 'This action is unauthorized.' }));
  render(<ReleasesPage />);
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe(
      'Only release managers can see and move releases. Ask a release manager if you need the role.',
    ),
  );
  expect(listenMock).not.toHaveBeenCalled();
});
