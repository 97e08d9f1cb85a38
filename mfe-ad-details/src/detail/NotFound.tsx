import { AppLink } from '@marketplace/shared';
import * as styles from './detail.module.css';

/** The advert page for an id that is not a number or names no published advert: the spec's no-data text and why. */
export function NotFound({ kind, rawId }: { kind: 'property' | 'service'; rawId: number | null }) {
  const noun = kind === 'service' ? 'service' : 'advert';
  return (
    <div className={styles.notFound}>
      {kind === 'service' ? (
        <h1>Service not found</h1>
      ) : (
        <>
          {/* The spec's no-data text (000 §2), then what went wrong and the way on. */}
          <h1>No results to show</h1>
          <p>Please choose property advertise</p>
        </>
      )}
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
