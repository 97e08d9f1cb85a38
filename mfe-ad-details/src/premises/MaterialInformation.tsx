import { EPC_RATINGS, type Advert, type EpcRating } from '@marketplace/shared';
import { AdvertHeading } from '../common/headings';
import { materialInformation } from './material';
import * as styles from './premises.module.css';

/** The A to G chart of an EPC, with the current and the potential rating marked on their bands. */
function EpcChart({ current, potential }: { current: EpcRating | null; potential: EpcRating | null }) {
  const words = [current && `current ${current}`, potential && `potential ${potential}`].filter(Boolean).join(', ');
  return (
    <figure className={styles.epc} aria-label={`Energy performance: ${words || 'not stated'}`}>
      {EPC_RATINGS.map((band, index) => (
        <div key={band} className={styles.epcRow} aria-hidden="true">
          <span className={styles.epcBand} data-band={band} style={{ width: `${40 + index * 8}%` }}>
            {band}
          </span>
          <span className={styles.epcMark}>{band === current ? 'Current' : ''}</span>
          <span className={styles.epcMark}>{band === potential ? 'Potential' : ''}</span>
        </div>
      ))}
      <figcaption>{words ? `EPC rating: ${words}` : 'EPC rating not stated'}</figcaption>
    </figure>
  );
}

/**
 * 'Material information' near the price (National Trading Standards' Parts A to C): Part A beside the
 * price, the EPC chart, then Parts B and C as a compact list with 'Ask agent' where the advertiser does not know.
 */
export function MaterialInformation({ advert }: { advert: Advert }) {
  const view = materialInformation(advert);
  if (!view) return null;
  return (
    <section className={styles.material} aria-label="Material information">
      <AdvertHeading section className={styles.title}>
        Material information
      </AdvertHeading>
      {view.partA.length > 0 && (
        <dl className={styles.partA} aria-label="Part A">
          {view.partA.map((row) => (
            <div key={row.label} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {view.epc &&
        (view.epc.exemption ? (
          <p>{`EPC: exempt (${view.epc.exemption})`}</p>
        ) : (
          <EpcChart current={view.epc.current} potential={view.epc.potential} />
        ))}
      {view.more.length > 0 && (
        <details className={styles.more}>
          <summary>Utilities, broadband, parking and risks</summary>
          <dl className={styles.moreRows}>
            {view.more.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
