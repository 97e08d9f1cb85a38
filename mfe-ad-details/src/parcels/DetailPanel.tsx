import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, reactParcel } from '@marketplace/shared';
import { DetailBody } from '../detail/DetailBody';
import { useAdvertDetail } from '../detail/useAdvertDetail';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

/** The detail panel beside the results: opens on `advert:open`, its chevron closes it and clears the advert. */
function DetailPanel() {
  const [advertId, setAdvertId] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const offOpen = bus.on('advert:open', ({ advertId: id }) => setAdvertId(id));
    const offClose = bus.on('advert:close', () => setAdvertId(null));
    return () => {
      offOpen();
      offClose();
    };
  }, []);
  const closeMissing = useCallback((id: number) => bus.emit('advert:close', { advertId: id }), []);
  const detail = useAdvertDetail(advertId, advertId === null ? undefined : () => closeMissing(advertId));

  // A new advert starts at its top, like the carousels at their first picture.
  useEffect(() => {
    if (advertId !== null) panel.current?.scrollIntoView?.({ block: 'start' });
  }, [advertId]);

  return (
    <Frame label="Advert details" className={styles.detailFrame}>
      {advertId !== null && (
        <div ref={panel} className={styles.panel}>
          <button
            type="button"
            className={styles.chevron}
            aria-label="Close advert details"
            onClick={() => bus.emit('advert:close', { advertId })}
          >
            ‹
          </button>
          <DetailBody detail={detail} />
        </div>
      )}
    </Frame>
  );
}

export default reactParcel(DetailPanel);
