import { AppLink } from '@marketplace/shared';
import * as styles from './detail.module.css';

/** The advert page for an id that is not a number or names no published advert. */
export function NotFound({ kind, rawId }: { kind: 'property' | 'service'; rawId: number | null }) {
  const noun = kind === 'service' ? 'service' : 'advert';
  return (
    <div className={styles.notFound}>
      <h1>{kind === 'service' ? 'Service not found' : 'Advert not found'}</h1>
      <p>
        {rawId === null
          ? `This address does not name a ${noun}: a ${noun} link ends with its number.`
          : `There is no published ${noun} number ${rawId}. It may have been removed by its advertiser.`}
      </p>
      <p>
        <AppLink to="/">Search properties on the map</AppLink>
      </p>
    </div>
  );
}
