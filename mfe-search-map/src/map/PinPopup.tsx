import { ImageWithFallback, MarketStatusRibbon, type MapPin } from '@marketplace/shared';
import { MapPopup } from './MapPopup';
import type { PinGroup } from './pins';
import { searchStore } from '../search/store';
import { popupContent } from './popup';
import * as styles from './map.module.css';

interface PinPopupProps {
  group: PinGroup;
  onOpenAdvert(advertId: number): void;
  onHover(hovering: boolean): void;
}

/** The popup of an advert's pin (spec 000 §2 Map screen): the advert's card, or every advert of a merged pin. */
export function PinPopup({ group, onOpenAdvert, onHover }: PinPopupProps) {
  const count = group.pins.length;
  return (
    <MapPopup
      group={group}
      label={count > 1 ? `${count} adverts` : popupContent(group.pins[0]).title || 'Advert'}
      mergedLine={`${count} adverts at this place`}
      card={(pin) => <PopupCard pin={pin} onOpen={() => onOpenAdvert(pin.id)} />}
      onHover={onHover}
    />
  );
}

function PopupCard({ pin, onOpen }: { pin: MapPin; onOpen(): void }) {
  const c = popupContent(pin, searchStore.pinsStay);
  return (
    <button type="button" className={styles.card} onClick={onOpen} aria-label={`Open ${c.title || 'advert'}`}>
      <span className={styles.photoBox}>
        <ImageWithFallback src={c.photo} alt="" className={styles.photo} loading="lazy" />
        <MarketStatusRibbon advert={pin} placement="corner" />
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardTop}>
          {c.badge && <span className={styles.badge}>{c.badge}</span>}
          <span className={styles.category}>{c.categoryAndType}</span>
          {c.reduced && <span className={styles.reduced}>Reduced</span>}
        </span>
        <span className={styles.title}>{c.title}</span>
        <span className={styles.price}>{c.price}</span>
        {c.fees && <span className={styles.price}>{c.fees}</span>}
        <span className={styles.address}>{c.address}</span>
        <span className={styles.dates}>
          {c.posted && <span>Posted: {c.posted}</span>}
          {c.dates && <span>{c.dates}</span>}
        </span>
        {c.facts.length > 0 && (
          <span className={styles.facts}>
            {c.facts.map((f) => (
              <span key={f.label} className={styles.fact}>
                {f.label}: <strong>{f.value}</strong>
              </span>
            ))}
          </span>
        )}
        {c.labels.length > 0 && (
          <span className={styles.labels}>
            {c.labels.map((label) => (
              <span key={label} className={styles.label}>
                {label}
              </span>
            ))}
          </span>
        )}
      </span>
    </button>
  );
}
