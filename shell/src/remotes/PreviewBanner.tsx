import { formatUtcDateTime, getRuntimeConfig } from '@marketplace/shared';
import * as styles from './remotes.module.css';

/** Where a browser leaves a preview: the web origin clears its preview cookie and opens the home page. */
const LEAVE_PREVIEW = '/preview/leave';

/**
 * Visible while this browser follows a preview link (release/preview.mjs): which version of which remote it
 * alone sees, until when, and a way back to what everyone else sees.
 */
export function PreviewBanner() {
  const { preview } = getRuntimeConfig();
  if (!preview) return null;
  return (
    <section className={styles.banner} aria-label="Preview">
      <p>
        Preview: this browser alone loads <strong>{preview.remote}</strong> version <code>{preview.version}</code>, until{' '}
        {formatUtcDateTime(preview.expiresAt)}. Everyone else sees the live version.
      </p>
      {/* A page load, not a route: the web origin ends the preview. */}
      <a className={styles.bannerButton} href={LEAVE_PREVIEW}>
        Leave preview
      </a>
    </section>
  );
}
