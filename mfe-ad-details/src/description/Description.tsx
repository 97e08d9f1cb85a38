import { useId, useMemo } from 'react';
// A subpath of its own: DOMPurify is downloaded with the adverts that show HTML, not with every page.
import { sanitizeDescriptionHtml } from '@marketplace/shared/src/html';
import * as styles from './description.module.css';

/** The advertiser's description, as HTML. */
export function Description({ html }: { html: string | null | undefined }) {
  const titleId = useId();
  const clean = useMemo(() => sanitizeDescriptionHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <section className={styles.description} aria-labelledby={titleId}>
      <h3 id={titleId}>Description</h3>
      {/* The API sanitises property_description before sending it; sanitizeDescriptionHtml (DOMPurify
          on the same allow-list) cleans it again here, so rendering it as HTML is safe. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  );
}
