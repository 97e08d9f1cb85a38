/**
 * Real users' Web Vitals per remote version (issue 41, item 2): LCP, INP and CLS as the web-vitals library
 * measures them, each put down to the remote whose area holds its element (the largest paint, the element
 * interacted with, the largest shift's), or to every remote on the page when the element is the shell's
 * own; and each remote's mount time. They go in one small beacon when the page is hidden or left (what
 * a metric is by then is final), under the page load's token, for a sampled share of page loads and only
 * while the visitor allows first-party statistics (the cookie notice: on unless they declined).
 */
import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import type { RemoteVitalsReport, VitalMetric } from '@marketplace/shared';

/** The slot the shell wraps each parcel in names its remote: `data-remote-slot="<remote>/<module>"`. */
const SLOT = '[data-remote-slot]';

export interface VitalsOptions {
  /** The page load's token (/config.json): nothing is measured or sent without it. */
  pageLoad: string | undefined;
  /** The share of page loads measured, 0 to 1 (/config.json's vitalsSampleRate). */
  sampleRate: number;
  /** Whether the visitor allows first-party statistics now: asked again before each beacon. */
  allowed(): boolean;
  /** The remotes this page has loaded, with the registry version of each (releases only). */
  remotesOnPage(): ReadonlyMap<string, string>;
  /** Sends one report as the page goes (navigator.sendBeacon to POST api/remote-vitals). */
  send(report: RemoteVitalsReport): void;
  random?: () => number;
}

export interface PageVitals {
  /** A remote's first parcel has mounted, `ms` after it began to load. */
  mounted(remote: string, version: string, ms: number): void;
  /** Starts measuring LCP, INP and CLS (web-vitals loads in a chunk of its own) and sends as the page goes. */
  observe(): void;
}

/** The remote whose area holds `node`, by its slot; null for the shell's own chrome (or a node no longer in the page). */
export function remoteOf(node: Node | null | undefined): string | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const slot = element?.closest(SLOT)?.getAttribute('data-remote-slot');
  return slot ? (slot.split('/')[0] ?? null) : null;
}

type Sample = RemoteVitalsReport['vitals'][number];

export function createPageVitals(options: VitalsOptions): PageVitals {
  const { pageLoad, sampleRate, allowed, remotesOnPage, send } = options;
  const measured = Boolean(pageLoad) && (options.random ?? Math.random)() < sampleRate && allowed();
  const samples = new Map<string, Sample>();
  let changed = false;

  const record = (remote: string, version: string, metric: VitalMetric, value: number) => {
    if (!measured || !Number.isFinite(value) || value < 0) return;
    samples.set(`${remote} ${metric}`, { remote, version, metric, value: Math.round(value * 1000) / 1000 });
    changed = true;
  };

  /** A page-wide metric: to the remote whose area holds its element, else to every remote on the page. */
  const attribute = (metric: VitalMetric, value: number, node: Node | null | undefined) => {
    const on = remotesOnPage();
    const owner = remoteOf(node);
    const version = owner ? on.get(owner) : undefined;
    if (owner && version) record(owner, version, metric, value);
    else for (const [remote, each] of on) record(remote, each, metric, value);
  };

  const flush = () => {
    if (!changed || !pageLoad || !allowed()) return;
    changed = false;
    send({ page_load: pageLoad, vitals: [...samples.values()] });
  };

  return {
    mounted(remote, version, ms) {
      if (!samples.has(`${remote} mount`)) record(remote, version, 'mount', ms);
    },
    observe() {
      if (!measured) return;
      // On window, in the bubbling phase: after web-vitals' own listeners on the document have reported.
      window.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
      window.addEventListener('pagehide', flush);
      void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
        onLCP((metric: LCPMetric) => attribute('LCP', metric.value, metric.entries.at(-1)?.element));
        onINP((metric: INPMetric) => attribute('INP', metric.value, metric.entries[0]?.target));
        onCLS((metric: CLSMetric) => attribute('CLS', metric.value, largestShiftNode(metric)));
      });
    },
  };
}

/** The element that moved most in the largest layout shift the CLS value counts. */
function largestShiftNode(metric: CLSMetric): Node | null {
  const largest = metric.entries.reduce<CLSMetric['entries'][number] | null>(
    (most, entry) => (!most || entry.value > most.value ? entry : most),
    null,
  );
  return largest?.sources.find((source) => source.node)?.node ?? null;
}
