import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  isHttpError,
  sessionStore,
  type ReleaseAuditEntry,
  type ReleaseDelivery,
  type ReleasesChanged,
  type ReleasesOverview,
} from '@marketplace/shared';
import { loadDelivery, loadReleases, makeMove } from './api';
import { Delivery } from './Delivery';
import { ConfirmMove } from './ConfirmMove';
import { listenToReleases } from './live';
import { describeMove, failureRate, formatWhen, type Move } from './moves';
import { RemoteReleases } from './RemoteReleases';
import './releases.css';

type State =
  { kind: 'loading' } | { kind: 'ready'; overview: ReleasesOverview } | { kind: 'forbidden' } | { kind: 'failed'; message: string };

/** What the person is confirming, and what went wrong with it if the API refused. */
interface Pending {
  move: Move;
  error: string | null;
  noteError: string | null;
  busy: boolean;
}

/** The latest change, said once in the live region: someone else's move, or the canary watch's. */
const changeNews = (change: ReleasesChanged, me: string | null | undefined): string | null => {
  const { audit } = change;
  if (!audit || audit.by === me) return null;
  return `${audit.by} ${audit.text} (${audit.remote}).`;
};

/**
 * The release console (issue 31): every remote's live version, canary and previous versions with their
 * failures per page load in the last hour, the moves a release manager may make (each confirmed by a
 * dialog that names what will change), and the audit log. It loads no remote, so it works when one is
 * broken; it hears every move on the registry live, whoever made it.
 */
export function ReleasesPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [live, setLive] = useState(false);
  const [news, setNews] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [delivery, setDelivery] = useState<ReleaseDelivery | null>(null);
  const me = sessionStore.user?.contact?.email;
  const focusAfterMove = useRef<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setState({ kind: 'ready', overview: await loadReleases() });
      refreshDelivery(setDelivery);
    } catch (error) {
      if (isHttpError(error) && error.status === 403) setState({ kind: 'forbidden' });
      else setState({ kind: 'failed', message: 'The releases could not be loaded. Please try again.' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const ready = state.kind === 'ready';
  useEffect(() => {
    if (!ready) return;
    return listenToReleases({
      changed: (change) => {
        const said = changeNews(change, me);
        if (said) setNews(said);
        void reload();
      },
      live: setLive,
    });
  }, [ready, me, reload]);

  useEffect(() => {
    const remote = focusAfterMove.current;
    if (!remote || state.kind !== 'ready') return;
    focusAfterMove.current = null;
    document.getElementById(`release-${remote}`)?.focus();
  }, [state]);

  const confirm = async (note: string) => {
    if (!pending) return;
    setPending({ ...pending, busy: true, error: null, noteError: null });
    try {
      const overview = await makeMove(pending.move, note);
      focusAfterMove.current = pending.move.remote;
      setPending(null);
      setNews(`Done: ${describeMove(pending.move).confirmLabel.toLowerCase()} (${pending.move.remote}).`);
      setState({ kind: 'ready', overview });
      refreshDelivery(setDelivery);
    } catch (error) {
      const noteError = isHttpError(error) ? (error.data.errors?.note?.[0] ?? null) : null;
      const message = isHttpError(error) && error.message ? error.message : 'The move could not be made. Please try again.';
      setPending({ ...pending, busy: false, error: noteError ? null : message, noteError });
      // Someone else moved the registry meanwhile: show what it holds now.
      if (isHttpError(error) && error.status === 409) void reload();
    }
  };

  return (
    <article className="releases-page">
      <header className="releases-page__header">
        <h1>Releases</h1>
        <p className="releases-page__intro">
          What every browser loads of each area, its canary, and how each version fares: failures per page load in the last hour.
        </p>
        {ready && (
          <p className={`releases-page__live${live ? ' releases-page__live--on' : ''}`}>
            {live ? 'Live: moves made elsewhere appear here as they happen.' : 'Not live: reload the page to see moves made elsewhere.'}
          </p>
        )}
      </header>
      <Alert tone="info" className="releases-page__news">
        {news}
      </Alert>
      {state.kind === 'loading' && (
        <p role="status" aria-busy="true">
          Loading releases…
        </p>
      )}
      <Alert tone="error" className="releases-page__refused">
        {state.kind === 'forbidden' && 'Only release managers can see and move releases. Ask a release manager if you need the role.'}
        {state.kind === 'failed' && state.message}
      </Alert>
      {state.kind === 'failed' && <Button onClick={() => reload()}>Try again</Button>}
      {state.kind === 'ready' && (
        <>
          {state.overview.remotes.length === 0 ? <p>No area has been released yet.</p> : <AtAGlance remotes={state.overview.remotes} />}
          {state.overview.remotes.map((remote) => (
            <RemoteReleases
              key={remote.name}
              remote={remote}
              onMove={(move) => setPending({ move, error: null, noteError: null, busy: false })}
            />
          ))}
          {delivery && <Delivery delivery={delivery} />}
          <AuditLog entries={state.overview.audit} />
        </>
      )}
      {pending && (
        <ConfirmMove
          text={describeMove(pending.move)}
          error={pending.error}
          noteError={pending.noteError}
          busy={pending.busy}
          onConfirm={(note) => void confirm(note)}
          onCancel={() => setPending(null)}
        />
      )}
    </article>
  );
}

/** The delivery figures, read again after each move: a summary, so a console without them still moves releases. */
function refreshDelivery(set: (delivery: ReleaseDelivery | null) => void): void {
  loadDelivery().then(set, () => set(null));
}

/** Failures per page load of one version in the last hour, for the table: "2.5% of 120". */
function rateOf(remote: ReleasesOverview['remotes'][number], version: string | undefined): string {
  const health = remote.versions.find((v) => v.version === version)?.health;
  if (!health) return '–';
  const failures = health.failures.load + health.failures.mount + health.failures.render;
  return health.loads === 0 ? 'no page loads' : `${failureRate(failures, health.loads)} of ${health.loads.toLocaleString('en-GB')}`;
}

/** Every area on one screen (desktop): live version, canary and their failure rates; each links to its card. */
function AtAGlance({ remotes }: { remotes: ReleasesOverview['remotes'] }) {
  return (
    <table className="release-glance">
      <caption>At a glance: failures per page load in the last hour</caption>
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">Live</th>
          <th scope="col">Failures</th>
          <th scope="col">Canary</th>
          <th scope="col">Failures</th>
        </tr>
      </thead>
      <tbody>
        {remotes.map((remote) => (
          <tr key={remote.name} className={remote.canary?.judgement?.verdict === 'failing' ? 'release-glance__row--failing' : undefined}>
            <th scope="row">
              <a href={`#release-${remote.name}`}>{remote.name}</a>
            </th>
            <td className="release-version">{remote.live}</td>
            <td>{rateOf(remote, remote.live)}</td>
            <td className="release-version">{remote.canary ? `${remote.canary.version} (${remote.canary.percent}%)` : '–'}</td>
            <td>{remote.canary ? rateOf(remote, remote.canary.version) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Who did what to which area, from which version to which, and why: newest first. */
function AuditLog({ entries }: { entries: ReleaseAuditEntry[] }) {
  return (
    <Card as="section" className="release-audit" aria-labelledby="release-audit-title">
      <h2 id="release-audit-title">Audit log</h2>
      {entries.length === 0 ? (
        <p>Nothing has been moved yet.</p>
      ) : (
        <ol className="release-audit__list">
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.remote}-${entry.action}-${entry.to ?? ''}`} className="release-audit__entry">
              <p className="release-audit__what">
                <strong>{entry.remote}</strong>: {entry.text}
              </p>
              <p className="release-audit__who">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>, by {entry.by}
                {entry.note ? <span className="release-audit__note">: “{entry.note}”</span> : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
