import { ImageWithFallback, type MapPin } from '@marketplace/shared';
import { legendEntry } from './legend';
import { groupLegendKey, priceTagSize, priceTagText, type PinGroup } from './pins';
import { popupContent } from './popup';
import * as styles from './map.module.css';

interface PinMarkerProps {
  group: PinGroup;
  viewed: boolean;
  popupOpen: boolean;
  /** A tap or click: touch has no hover, so the popup opens and closes on it. */
  onToggle(): void;
  /** The mouse pointing at the pin (not touch) previews its popup. */
  onHover(hovering: boolean): void;
  onOpenAdvert(advertId: number): void;
}

/** A rotated pin in its category's colour with a price tag (the count for merged pins), and its popup. */
export function PinMarker({ group, viewed, popupOpen, onToggle, onHover, onOpenAdvert }: PinMarkerProps) {
  const key = groupLegendKey(group);
  const entry = legendEntry(key);
  const tag = priceTagText(group);
  const merged = group.pins.length > 1;
  const name = merged ? `${group.pins.length} adverts here` : `${entry.label} advert${tag ? `, ${tag}` : ''}`;
  return (
    <div
      className={[styles.pin, viewed ? styles.viewed : null].filter(Boolean).join(' ')}
      data-advert-ids={group.pins.map((p) => p.id).join(' ')}
      data-legend={key}
      data-viewed={viewed}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover(false)}
    >
      {popupOpen && (
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
      )}
      <button type="button" className={styles.pinButton} aria-label={name} aria-expanded={popupOpen} onClick={onToggle}>
        {tag && <span className={[styles.tag, styles[priceTagSize(tag)]].join(' ')}>{tag}</span>}
        <span className={styles.marker} style={{ background: entry.colour }} aria-hidden="true">
          <span className={styles.markerDot} />
        </span>
      </button>
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
