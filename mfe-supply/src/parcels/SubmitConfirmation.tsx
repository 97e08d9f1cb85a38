import { AppLink, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { confirmationOf } from '../confirmation/rules';
import type { Exposes } from '../public-surface';
import * as styles from './parcels.module.css';

/** /add-submit-confirmation/{id?}/{type?}/{paymentId?}: what was published, with links to it and the portfolio. */
function SubmitConfirmation({ id, type, paymentId }: Exposes['./SubmitConfirmation']) {
  const c = confirmationOf(id, type, paymentId);
  return (
    <Frame label="Submission" className={styles.page}>
      <h1 className={styles.heading}>{c.heading}</h1>
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
