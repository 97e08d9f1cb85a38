import { useEffect, useState } from 'react';
import { bus, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function DetailPanel() {
  const [advertId, setAdvertId] = useState<number | null>(null);
  useEffect(() => {
    const offOpen = bus.on('advert:open', ({ advertId: id }) => setAdvertId(id));
    const offClose = bus.on('advert:close', () => setAdvertId(null));
    return () => {
      offOpen();
      offClose();
    };
  }, []);
  return (
    <Frame label="Advert details" className={styles.detailFrame}>
      {advertId !== null && (
        <div className={styles.panel}>
          <button
            type="button"
            className={styles.chevron}
            aria-label="Close advert details"
            onClick={() => bus.emit('advert:close', { advertId })}
          >
            ‹
          </button>
          <p className={styles.advertRef}>Advert {advertId}</p>
        </div>
      )}
    </Frame>
  );
}

export default reactParcel(DetailPanel);
