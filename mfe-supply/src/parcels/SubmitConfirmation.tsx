import { useEffect, useState } from 'react';
import { AppLink, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { loadConfirmed } from '../confirmation/api';
import { confirmationId, confirmationOf, type Confirmed } from '../confirmation/rules';
import type { Exposes } from '../public-surface';
import * as styles from './parcels.module.css';

/** /add-submit-confirmation/{id?}/{type?}/{paymentId?}: what was published, by its title, with links to it and the portfolio. */
export function SubmitConfirmation({ id, type, paymentId }: Exposes['./SubmitConfirmation']) {
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  useEffect(() => {
    const found = confirmationId(id);
    setConfirmed(null);
    if (found === null) return;
    let current = true;
    // Without the owner's copy (signed out, someone else's) the page still confirms and links.
    loadConfirmed(found, type).then(
      (item) => current && setConfirmed(item),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, type]);
  const c = confirmationOf(id, type, paymentId, confirmed);
  return (
    <Frame label="Submission" className={styles.page}>
      <h1 className={styles.heading}>{c.heading}</h1>
      {c.subject && <p className={styles.subject}>{c.subject}</p>}
      {c.paymentLine && <p>{c.paymentLine}</p>}
      <p>
        {c.viewPath && (
          <>
            <AppLink to={c.viewPath}>{c.viewLabel}</AppLink>{' '}
          </>
        )}
        <AppLink to={c.portfolioPath}>{c.portfolioLabel}</AppLink>
      </p>
    </Frame>
  );
}

export default reactParcel(SubmitConfirmation);
