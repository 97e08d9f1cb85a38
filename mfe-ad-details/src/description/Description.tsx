import { useId, useMemo } from 'react';
import { stripUnsafeHtml } from './sanitize';
import * as styles from './description.module.css';

/** The advertiser's description, as HTML. */
export function Description({ html }: { html: string | null | undefined }) {
  const titleId = useId();
  const clean = useMemo(() => stripUnsafeHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <section className={styles.description} aria-labelledby={titleId}>
      <h3 id={titleId}>Description</h3>
      {/* The API sanitises property_description before sending it (api/src/discovery/sanitize.ts);
          stripUnsafeHtml removes scripts and on* handlers again here, so rendering it as HTML is safe. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  );
}
