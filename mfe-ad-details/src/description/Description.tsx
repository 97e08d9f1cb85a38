import { useEffect, useId, useState } from 'react';
import * as styles from './description.module.css';
import { AdvertHeading } from '../common/headings';

// DOMPurify comes with the first description shown, not with every page that could show one.
const loadSanitizer = () => import('@marketplace/shared/src/html');

/** The advertiser's description, as HTML. */
export function Description({ html }: { html: string | null | undefined }) {
  const titleId = useId();
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
    void loadSanitizer().then(({ sanitizeDescriptionHtml }) => {
      if (current) setClean(sanitizeDescriptionHtml(html));
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (!html?.trim() || clean?.trim() === '') return null;
  return (
    <section className={styles.description} aria-labelledby={titleId}>
      <AdvertHeading section id={titleId}>
        Description
      </AdvertHeading>
      {/* The API sanitises property_description before sending it; sanitizeDescriptionHtml (DOMPurify
          on the same allow-list) cleans it again here, so rendering it as HTML is safe. Nothing is
          rendered until it has. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />
    </section>
  );
}
