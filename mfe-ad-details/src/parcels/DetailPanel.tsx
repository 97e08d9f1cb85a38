import { useCallback, useEffect, useRef, useState } from 'react';
import { AppLink, bus, isPhone, navigate, reactParcel } from '@marketplace/shared';
import { DetailBody } from '../detail/DetailBody';
import { useAdvertDetail } from '../detail/useAdvertDetail';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import * as styles from './parcels.module.css';

/** The full page of an advert: the route a shared link points to (spec 000 §2). */
const advertPagePath = (advertId: number) => `/ad-details/${advertId}`;

/**
 * The advert the panel shows, kept while the map home is away (its full page opened, then Back), so
 * the panel comes back with it, as the shell's layout and the list's marked card expect.
 */
let shownAdvertId: number | null = null;

/**
 * The advert this panel last opened, heard or handed over: the host hands the same advert again
 * when the panel is placed anew (the map home back from an advert's page), which must not open it
 * twice (on a phone, navigate to its page again).
 */
let lastOpenedId: number | null = null;

/**
 * The detail panel beside the results: opens on `advert:open`, its chevron closes it and clears the
 * advert, and it links to the advert's full page. On a phone an advert opens as that page instead:
 * a panel has no room there beside the list and the map.
 */
function DetailPanel({ openedAdvertId = null }: Exposes['./DetailPanel']) {
  const [advertId, setAdvertId] = useState<number | null>(shownAdvertId);
  const panel = useRef<HTMLDivElement>(null);
  const handedOver = useRef(openedAdvertId);
  useEffect(() => {
    const show = (id: number | null) => {
      shownAdvertId = id;
      setAdvertId(id);
    };
    const open = (id: number) => {
      lastOpenedId = id;
      if (isPhone()) navigate(advertPagePath(id));
      else show(id);
    };
    // The advert whose opening placed this panel, before it could hear it.
    if (handedOver.current !== null && handedOver.current !== lastOpenedId) open(handedOver.current);
    const offOpen = bus.on('advert:open', ({ advertId: id }) => open(id));
    const offClose = bus.on('advert:close', () => show(null));
    return () => {
      offOpen();
      offClose();
    };
  }, []);
  const closeMissing = useCallback((id: number) => bus.emit('advert:close', { advertId: id }), []);
  const detail = useAdvertDetail(advertId, advertId === null ? undefined : () => closeMissing(advertId));

  // A new advert starts at its top, like the carousels at their first picture. The panel scrolls
  // itself: scrolling it into view would scroll the page under it too.
  useEffect(() => {
    if (advertId !== null && panel.current) panel.current.scrollTop = 0;
  }, [advertId]);

  return (
    <Frame label="Advert details" className={styles.detailFrame}>
      {advertId !== null && (
        <div ref={panel} className={styles.panel}>
          <div className={styles.panelBar}>
            <button
              type="button"
              className={styles.chevron}
              aria-label="Close advert details"
              onClick={() => bus.emit('advert:close', { advertId })}
            >
              ‹
            </button>
            <AppLink to={advertPagePath(advertId)} className={styles.fullPage}>
              View full advert
            </AppLink>
          </div>
          <DetailBody detail={detail} />
        </div>
      )}
    </Frame>
  );
}

export default reactParcel(DetailPanel);
