import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Field,
  isHttpError,
  StatusChip,
  type ReleaseCanary,
  type ReleasePreview,
  type ReleaseRemote,
  type ReleaseVersion,
} from '@marketplace/shared';
import { makePreviewLink } from './api';
import { VersionVitals } from './VersionVitals';
import { failureKinds, formatBytes, formatWhen, healthSummary, lastCanaryText, vitalsSummary, type Move } from './moves';

/** Versions shown before "Show all": the live one, the canary and a few to roll back to. */
const VERSIONS_SHOWN = 5;

interface Props {
  remote: ReleaseRemote;
  onMove(move: Move): void;
}

/** One area: its live version, its canary with the moves it allows, and the versions it can roll back to. */
export function RemoteReleases({ remote, onMove }: Props) {
  const [showAll, setShowAll] = useState(false);
  const headingId = `release-${remote.name}`;
  const versions = showAll ? remote.versions : remote.versions.slice(0, VERSIONS_SHOWN);
  const live = remote.versions.find((v) => v.version === remote.live);
  const previous = remote.versions.find((v) => v.version === remote.previous);
  return (
    <Card as="section" className="release-remote" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {remote.name}
      </h2>
      <div className="release-remote__summary">
        <p>
          Live: <strong className="release-version">{remote.live || 'nothing yet'}</strong>
          {live && <span className="release-remote__health"> · {healthText(live)}</span>}
        </p>
        {previous && (
          <Button onClick={() => onMove({ kind: 'rollback', remote: remote.name, from: remote.live, to: previous })}>
            Roll back one step
          </Button>
        )}
      </div>
      {remote.canary && (
        <CanaryPanel key={`${remote.canary.version}-${remote.canary.percent}`} remote={remote} canary={remote.canary} onMove={onMove} />
      )}
      <VersionVitals remote={remote} />
      <h3 className="release-remote__versions-title">Versions, newest first</h3>
      <ul className="release-versions">
        {versions.map((version) => (
          <VersionItem key={version.version} remote={remote} version={version} onMove={onMove} />
        ))}
      </ul>
      {remote.versions.length > VERSIONS_SHOWN && (
        <Button variant="quiet" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer versions' : `Show all ${remote.versions.length} versions`}
        </Button>
      )}
    </Card>
  );
}

function healthText(version: ReleaseVersion): string {
  const kinds = failureKinds(version.health);
  const felt = vitalsSummary(version.health);
  return `${healthSummary(version.health)} in the last hour${kinds ? `: ${kinds}` : ''}${felt ? `. ${felt}` : ''}`;
}

function VersionItem({ remote, version, onMove }: { remote: ReleaseRemote; version: ReleaseVersion; onMove(move: Move): void }) {
  const isLive = version.version === remote.live;
  const isCanary = version.version === remote.canary?.version;
  const facts = [
    `published ${formatWhen(version.publishedAt)}`,
    version.builtAt ? `built ${formatWhen(version.builtAt)}` : null,
    version.commit ? `commit ${version.commit}${version.dirty ? ' with uncommitted changes' : ''}` : null,
    version.sharedRange ? `needs shared ${version.sharedRange}` : null,
    version.wireBytes !== null ? `${formatBytes(version.wireBytes)} as sent` : null,
  ].filter(Boolean);
  const lastCanary = lastCanaryText(version);
  const failed = version.lastCanary && version.lastCanary.outcome !== 'promoted';
  return (
    <li className={`release-versions__item${isLive ? ' release-versions__item--live' : ''}`}>
      <div className="release-versions__head">
        <span className="release-version">{version.version}</span>
        {isLive && <StatusChip tone="success">Live</StatusChip>}
        {isCanary && <StatusChip tone="warning">Canary {remote.canary?.percent}%</StatusChip>}
        {failed && !isCanary && <StatusChip tone="danger">Failed its last canary</StatusChip>}
      </div>
      <p className="release-versions__facts">{facts.join(' · ')}</p>
      <p className="release-versions__health">{healthText(version)}</p>
      {lastCanary && !isCanary && <p className="release-versions__history">Last canary {lastCanary}</p>}
      {version.events.length > 0 && (
        <ul className="release-versions__events" aria-label={`What happened to ${version.version}`}>
          {version.events.map((event) => (
            <li key={`${event.at}-${event.text}`}>
              <time dateTime={event.at}>{formatWhen(event.at)}</time>: {event.text}, by {event.by}
            </li>
          ))}
        </ul>
      )}
      {!isLive && <Contract version={version} />}
      {!isLive && !version.shellProblem && <PreviewLink remote={remote.name} version={version.version} />}
      {version.shellProblem && !isLive && (
        <p className="release-versions__blocked">The live shell cannot serve it: {version.shellProblem}.</p>
      )}
      {!isLive && !isCanary && remote.live && !version.shellProblem && (
        <Button
          className="release-versions__action"
          aria-label={`Roll back ${remote.name} to ${version.version}`}
          onClick={() => onMove({ kind: 'rollback', remote: remote.name, from: remote.live, to: version })}
        >
          Roll back to this version
        </Button>
      )}
    </li>
  );
}

/**
 * A preview link of a version: made on request (each is audited), shown with when it expires and a way to
 * copy it; whoever opens it alone gets this version, everyone else the live one.
 */
function PreviewLink({ remote, version }: { remote: string; version: string }) {
  const [link, setLink] = useState<ReleasePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      setLink(await makePreviewLink(remote, version));
      setCopied(false);
    } catch (failure) {
      setError(isHttpError(failure) && failure.message ? failure.message : 'The preview link could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url);
    setCopied(true);
  };
  return (
    <div className="release-preview">
      {link ? (
        <p className="release-preview__link">
          Preview link, for one browser until {formatWhen(link.expiresAt)}:{' '}
          <a href={link.url} target="_blank" rel="noreferrer" aria-label={`Preview link of ${version}`}>
            {link.url}
          </a>{' '}
          <Button variant="quiet" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </p>
      ) : (
        <Button variant="quiet" busy={busy} aria-label={`Make a preview link of ${version}`} onClick={() => void make()}>
          Preview link
        </Button>
      )}
      {error && (
        <p className="release-preview__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const CHANGES = { added: 'added', removed: 'removed', changed: 'changed' } as const;

/**
 * What changes in the remote's public surface if this version replaces the live one (exposed modules, events
 * with their payload types, modules placed, API calls), breaking changes first and marked.
 */
function Contract({ version }: { version: ReleaseVersion }) {
  const { contract } = version;
  if (contract === null)
    return (
      <p className="release-contract release-contract--unknown">
        Contract against live unknown: a version was published without its public surface.
      </p>
    );
  if (contract.length === 0) return <p className="release-contract">Contract: the same public surface as live.</p>;
  const breaking = contract.filter((change) => change.breaking).length;
  return (
    <details className="release-contract" open={breaking > 0}>
      <summary>
        Contract against live: {contract.length} change{contract.length === 1 ? '' : 's'}
        {breaking > 0 && <StatusChip tone="danger">{breaking} breaking</StatusChip>}
      </summary>
      <ul className="release-contract__changes" aria-label={`What changes in the contract of ${version.version} against live`}>
        {contract.map((change) => (
          <li key={`${change.area}-${change.name}`} className={change.breaking ? 'release-contract__change--breaking' : undefined}>
            {change.breaking && <strong>Breaking: </strong>}
            {change.area} {CHANGES[change.change]}: <code>{change.name}</code>
            {change.change === 'changed' && (
              <span className="release-contract__types">
                {' '}
                from <code>{change.from}</code> to <code>{change.to}</code>
              </span>
            )}
            {change.breaking && <span className="release-contract__why"> ({change.breaking})</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The analysis's verdict in words. */
const VERDICTS: Record<NonNullable<ReleaseCanary['judgement']>['verdict'], string> = {
  failing: 'Failing',
  healthy: 'Healthy',
  inconclusive: 'Not judged yet',
  unknown: 'Unknown, held where it is',
};

/** How the canary is watched, in words. */
function analysisText(canary: ReleaseCanary): string {
  const { analysis } = canary;
  if (!analysis) return 'Not watched: it stays until someone promotes or aborts it.';
  const rule = `aborted automatically when its failure rate is more than ${analysis.maxIncreasePoints} points and ${analysis.maxRatio}× the live version's over ${analysis.windowMinutes} minutes (judged from ${analysis.minLoads} page loads of each from ${analysis.minSources} networks or more, each network counting at most ${analysis.maxLoadsPerSource})`;
  const approval = analysis.approveSteps ? ', each step once a release manager approves it' : '';
  return analysis.steps
    ? `Watched: ${rule}; moves through ${analysis.steps.join(' → ')}% after ${analysis.stepMinutes ?? 10} healthy minutes at each step${approval}.`
    : `Watched: ${rule}.`;
}

function CanaryPanel({ remote, canary, onMove }: { remote: ReleaseRemote; canary: ReleaseCanary; onMove(move: Move): void }) {
  const [percent, setPercent] = useState(String(canary.percent));
  const [invalid, setInvalid] = useState(false);
  const version = remote.versions.find((v) => v.version === canary.version);
  const changeShare = (event: FormEvent) => {
    event.preventDefault();
    const to = Number(percent);
    if (!Number.isInteger(to) || to < 1 || to > 99) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (to !== canary.percent) onMove({ kind: 'percent', remote: remote.name, canary: canary.version, from: canary.percent, to });
  };
  const onCanary = { remote: remote.name, canary: canary.version, percent: canary.percent };
  return (
    <div className="release-canary">
      <p>
        Canary: <strong className="release-version">{canary.version}</strong> for <strong>{canary.percent}%</strong> of browsers
        {canary.since ? `, since ${formatWhen(canary.since)}` : ''}
        {version && <span className="release-remote__health"> · {healthText(version)}</span>}
      </p>
      <p className="release-canary__analysis">{analysisText(canary)}</p>
      {canary.judgement && (
        <p className={`release-canary__verdict release-canary__verdict--${canary.judgement.verdict}`}>
          {VERDICTS[canary.judgement.verdict]}: {canary.judgement.reason}
        </p>
      )}
      {canary.held && (
        <p className="release-canary__state">
          Held by {canary.held.by} since {formatWhen(canary.held.since)}: its steps wait until resumed.
        </p>
      )}
      {canary.awaiting && (
        <p className="release-canary__state">
          Its step to {canary.awaiting.percent}% is due since {formatWhen(canary.awaiting.since)} and waits for your approval.
        </p>
      )}
      <div className="release-canary__actions">
        {canary.awaiting && version && (
          <Button
            variant="primary"
            onClick={() =>
              onMove({
                kind: 'approve',
                remote: remote.name,
                canary: version,
                live: remote.live,
                from: canary.percent,
                to: canary.awaiting?.percent ?? 100,
              })
            }
          >
            {canary.awaiting.percent >= 100 ? 'Approve: make it live' : `Approve ${canary.awaiting.percent}%`}
          </Button>
        )}
        {canary.analysis?.steps && (
          <Button onClick={() => onMove({ kind: canary.held ? 'resume' : 'hold', ...onCanary })}>
            {canary.held ? 'Resume steps' : 'Hold steps'}
          </Button>
        )}
        {version && (
          <Button
            variant={canary.awaiting ? 'secondary' : 'primary'}
            onClick={() => onMove({ kind: 'promote', remote: remote.name, canary: version, live: remote.live, percent: canary.percent })}
          >
            Promote to everyone
          </Button>
        )}
        <form className="release-canary__share" onSubmit={changeShare} noValidate>
          <Field label="Share of browsers (%)" error={invalid ? 'Give a whole percentage from 1 to 99.' : null}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                step={1}
                value={percent}
                onChange={(event) => setPercent(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit">Change share</Button>
        </form>
        <Button variant="danger" onClick={() => onMove({ kind: 'abort', ...onCanary, live: remote.live })}>
          Abort canary
        </Button>
      </div>
    </div>
  );
}
