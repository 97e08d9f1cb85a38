import type { ReactNode } from 'react';
import { AdvertView } from './AdvertView';
import { NoAdvert } from './NoAdvert';
import type { AdvertDetail } from './useAdvertDetail';
import * as styles from './detail.module.css';

/** The detail by its loading state; `missing` replaces the no-data message when the advert is unknown. */
export function DetailBody({ detail, missing }: { detail: AdvertDetail; missing?: ReactNode }) {
  return (
    <>
      {detail.error && (
        <p role="alert" className={styles.alert}>
          {detail.error}
        </p>
      )}
      {detail.status === 'loading' ? (
        <p role="status" className={styles.loading}>
          Loading advert…
        </p>
      ) : detail.status === 'ready' && detail.advert ? (
        <AdvertView advert={detail.advert} host={detail.host} neighbourhood={detail.neighbourhood} />
      ) : detail.status === 'missing' && missing ? (
        missing
      ) : (
        <NoAdvert />
      )}
    </>
  );
}
