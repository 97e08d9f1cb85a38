import type { ReleaseRemote, ReleaseVersion, ReleaseVital } from '@marketplace/shared';
import { BarChart } from './BarChart';

/** The metrics charted: what real users feel of a version, as the canary analysis judges it (INP and LCP) and CLS. */
const METRICS = [
  { key: 'LCP', title: 'Largest Contentful Paint, p75', format: (ms: number) => `${Math.round(ms).toLocaleString('en-GB')} ms` },
  { key: 'INP', title: 'Interaction to Next Paint, p75', format: (ms: number) => `${Math.round(ms).toLocaleString('en-GB')} ms` },
  { key: 'CLS', title: 'Cumulative Layout Shift, p75', format: (score: number) => `${Math.round(score * 100) / 100}` },
] as const;

/** A version's label in a chart: its name, and whether it is live or the canary. */
function labelOf(remote: ReleaseRemote, version: ReleaseVersion): string {
  if (version.version === remote.live) return `${version.version} (live)`;
  if (version.version === remote.canary?.version) return `${version.version} (canary)`;
  return version.version;
}

/**
 * Real users' Web Vitals per version in the last hour (75th percentiles), as charts: one per metric, each
 * version with samples a bar. Each version's figures are also said in words in its row of the list.
 */
export function VersionVitals({ remote }: { remote: ReleaseRemote }) {
  const measured = remote.versions.filter((v) => METRICS.some(({ key }) => v.health.vitals[key] !== null));
  if (measured.length === 0) return null;
  const headingId = `release-vitals-${remote.name}`;
  return (
    <section className="release-vitals" aria-labelledby={headingId}>
      <h3 id={headingId} className="release-remote__versions-title">
        Real users, last hour (p75 per version)
      </h3>
      <div className="release-charts">
        {METRICS.map(({ key, title, format }) => (
          <BarChart
            key={key}
            title={title}
            bars={measured.map((v) => ({ label: labelOf(remote, v), value: p75(v.health.vitals[key]) }))}
            format={format}
            missing="no samples"
          />
        ))}
      </div>
    </section>
  );
}

const p75 = (vital: ReleaseVital) => vital?.p75 ?? null;
