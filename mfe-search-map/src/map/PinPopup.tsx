import { ImageWithFallback, type MapPin } from '@marketplace/shared';
import type { PinGroup } from './pins';
import { popupContent } from './popup';
import * as styles from './map.module.css';

interface PinPopupProps {
  group: PinGroup;
  onOpenAdvert(advertId: number): void;
  /** The mouse over the popup keeps a hover-opened popup open. */
  onHover(hovering: boolean): void;
}

/**
 * The popup of a pin (spec 000 §2 Map screen): the advert's card, or every advert of a merged pin. It
 * stands above the pin, which the map library draws on its canvas.
 */
export function PinPopup({ group, onOpenAdvert, onHover }: PinPopupProps) {
  const merged = group.pins.length > 1;
  return (
    <div
      className={styles.popupAnchor}
      data-map-popup={group.key}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover(false)}
    >
      <div
        className={styles.popup}
        role="dialog"
        aria-label={merged ? `${group.pins.length} adverts` : popupContent(group.pins[0]).title || 'Advert'}
      >
        {merged && <p className={styles.popupCount}>{group.pins.length} adverts at this place</p>}
        <ul className={styles.popupList}>
          {group.pins.map((pin) => (
            <li key={pin.id}>
              <PopupCard pin={pin} onOpen={() => onOpenAdvert(pin.id)} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function PopupCard({ pin, onOpen }: { pin: MapPin; onOpen(): void }) {
  const c = popupContent(pin);
  return (
    <button type="button" className={styles.card} onClick={onOpen} aria-label={`Open ${c.title || 'advert'}`}>
      <ImageWithFallback src={c.photo} alt="" className={styles.photo} loading="lazy" />
      <span className={styles.cardBody}>
        <span className={styles.cardTop}>
          {c.badge && <span className={styles.badge}>{c.badge}</span>}
          <span className={styles.category}>{c.categoryAndType}</span>
        </span>
        <span className={styles.title}>{c.title}</span>
        <span className={styles.price}>{c.price}</span>
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
