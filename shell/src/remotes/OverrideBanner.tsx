import { useSyncExternalStore } from 'react';
import { getOverrideState, subscribeOverrideState } from './overrideState';
import { OVERRIDE_PARAM, writeStoredOverrides } from './overrides';
import * as styles from './remotes.module.css';

function clearOverrides(): void {
  writeStoredOverrides(window.localStorage, []);
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url);
  window.location.reload();
}

/** Visible while a remote is loaded from an override, or when one from the link was refused. */
export function OverrideBanner() {
  const { active, refused } = useSyncExternalStore(subscribeOverrideState, getOverrideState, getOverrideState);
  if (active.length === 0 && refused.length === 0) return null;
  return (
    <div className={styles.banner} role="status" data-override-banner="">
      {active.length > 0 && (
        <>
          <p>
            Override active:{' '}
            {active.map((o, i) => (
              <span key={o.remote}>
                {i > 0 && '; '}
                <strong>{o.remote}</strong> from <code>{o.url}</code>
              </span>
            ))}
          </p>
          <button type="button" className={styles.bannerButton} onClick={clearOverrides}>
            Clear override
          </button>
        </>
      )}
      {refused.map((r) => (
        <p key={r.value}>{r.reason}</p>
      ))}
    </div>
  );
}
