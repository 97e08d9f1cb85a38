import type { RemoteVitalsReport } from '@marketplace/shared';
import { createPageVitals, remoteOf, type VitalsOptions } from './vitals';

type Handler = (metric: unknown) => void;
const handlers: Record<string, Handler> = {};

jest.mock('web-vitals', () => ({
  onLCP: (handler: Handler) => (handlers.LCP = handler),
  onINP: (handler: Handler) => (handlers.INP = handler),
  onCLS: (handler: Handler) => (handlers.CLS = handler),
}));

const ON_PAGE = new Map([
  ['mfe-search-map', '1.0.0-3f2a9c1b0d'],
  ['mfe-ad-details', '2.1.0-aaaaaaaaaa'],
]);

function page() {
  document.body.innerHTML = `
    <header><button id="menu">Menu</button></header>
    <div data-remote-slot="mfe-search-map/Map"><div id="map"><span id="pin">£1,200</span></div></div>`;
  return { pin: document.getElementById('pin')!, menu: document.getElementById('menu')! };
}

function vitals(overrides: Partial<VitalsOptions> = {}) {
  const sent: RemoteVitalsReport[] = [];
  const measure = createPageVitals({
    pageLoad: 'token',
    sampleRate: 1,
    allowed: () => true,
    remotesOnPage: () => ON_PAGE,
    send: (report) => sent.push(report),
    random: () => 0.5,
    ...overrides,
  });
  return { measure, sent };
}

/** The page is hidden (the visitor switched tab or left): what has been measured goes then. */
function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));
}

/** web-vitals is imported in a chunk of its own: its handlers are set a few ticks after observe(). */
async function observed(measure: ReturnType<typeof vitals>['measure']) {
  measure.observe();
  await new Promise((resolve) => setTimeout(resolve));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  for (const key of Object.keys(handlers)) delete handlers[key];
});

test('a remote’s area is the slot its parcel is in; the shell’s own chrome is no remote’s', () => {
  const { pin, menu } = page();
  expect(remoteOf(pin)).toBe('mfe-search-map');
  expect(remoteOf(pin.firstChild)).toBe('mfe-search-map');
  expect(remoteOf(menu)).toBeNull();
  expect(remoteOf(null)).toBeNull();
});

test('each metric goes to the remote whose area holds its element, or to every remote on the page, in one beacon as the page is hidden', async () => {
  const { pin, menu } = page();
  const { measure, sent } = vitals();
  await observed(measure);
  measure.mounted('mfe-search-map', '1.0.0-3f2a9c1b0d', 412.3456);
  measure.mounted('mfe-search-map', '1.0.0-3f2a9c1b0d', 9000);
  handlers.LCP!({ value: 1800, entries: [{ element: pin }] });
  handlers.INP!({ value: 96, entries: [{ target: menu }] });
  handlers.CLS!({ value: 0.02, entries: [{ value: 0.02, sources: [{ node: pin }] }] });
  hide();
  expect(sent).toEqual([
    {
      page_load: 'token',
      vitals: [
        { remote: 'mfe-search-map', version: '1.0.0-3f2a9c1b0d', metric: 'mount', value: 412.346 },
        { remote: 'mfe-search-map', version: '1.0.0-3f2a9c1b0d', metric: 'LCP', value: 1800 },
        { remote: 'mfe-search-map', version: '1.0.0-3f2a9c1b0d', metric: 'INP', value: 96 },
        { remote: 'mfe-ad-details', version: '2.1.0-aaaaaaaaaa', metric: 'INP', value: 96 },
        { remote: 'mfe-search-map', version: '1.0.0-3f2a9c1b0d', metric: 'CLS', value: 0.02 },
      ],
    },
  ]);
  // Hidden again with nothing new: nothing more is sent. A slower interaction later replaces the INP.
  hide();
  expect(sent).toHaveLength(1);
  handlers.INP!({ value: 320, entries: [{ target: pin }] });
  window.dispatchEvent(new Event('pagehide'));
  expect(sent).toHaveLength(2);
  expect(sent[1]!.vitals.filter((v) => v.metric === 'INP')).toEqual([
    { remote: 'mfe-search-map', version: '1.0.0-3f2a9c1b0d', metric: 'INP', value: 320 },
    { remote: 'mfe-ad-details', version: '2.1.0-aaaaaaaaaa', metric: 'INP', value: 96 },
  ]);
});

test('nothing is measured or sent without a token, outside the sample, or once the visitor declined the cookie notice', async () => {
  const { pin } = page();
  for (const options of [{ pageLoad: undefined }, { sampleRate: 0.5, random: () => 0.5 }, { allowed: () => false }]) {
    const { measure, sent } = vitals(options);
    await observed(measure);
    measure.mounted('mfe-search-map', '1.0.0-3f2a9c1b0d', 400);
    handlers.LCP?.({ value: 1800, entries: [{ element: pin }] });
    hide();
    expect(sent).toEqual([]);
  }
  // Declined after the page opened: what was measured stays in the page.
  let allowed = true;
  const { measure, sent } = vitals({ allowed: () => allowed });
  await observed(measure);
  measure.mounted('mfe-search-map', '1.0.0-3f2a9c1b0d', 400);
  allowed = false;
  hide();
  expect(sent).toEqual([]);
});
