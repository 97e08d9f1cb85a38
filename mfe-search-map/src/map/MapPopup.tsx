import { useEffect, useRef, type ReactNode } from 'react';
import type { PinGroup, Placed } from './pins';
import { opensBelow, popupShift } from './popup';
import * as styles from './map.module.css';

interface MapPopupProps<P extends Placed> {
  group: PinGroup<P>;
  /** The popup's name: the one pin's title, or how many stand at this place. */
  label: string;
  /** Above the cards of a merged pin: how many stand at this place. */
  mergedLine: string;
  card(pin: P): ReactNode;
  /** The mouse over the popup keeps a hover-opened popup open. */
  onHover(hovering: boolean): void;
}

/**
 * The frame of a pin's popup, for an advert's pin and a provider's alike: it stands above the pin, which the
 * map library draws on its canvas, and holds one card per pin of the group. Escape closes it (MapScreen).
 */
export function MapPopup<P extends Placed>({ group, label, mergedLine, card, onHover }: MapPopupProps<P>) {
  const popupRef = useRef<HTMLDivElement>(null);
  // Once the library has placed the pin's marker (the next frame): inside the map, whatever the pin's place.
  useEffect(() => {
    const popup = popupRef.current;
    if (!popup) return;
    popup.style.removeProperty('--popup-shift');
    delete popup.dataset.below;
    const frame = requestAnimationFrame(() => {
      const map = popup.closest('.maplibregl-map, .mapboxgl-map')?.getBoundingClientRect();
      if (!map) return;
      if (opensBelow(popup.getBoundingClientRect(), map)) popup.dataset.below = '';
      popup.style.setProperty('--popup-shift', `${popupShift(popup.getBoundingClientRect(), map)}px`);
    });
    return () => cancelAnimationFrame(frame);
  }, [group.key]);

  return (
    <div
      className={styles.popupAnchor}
      data-map-popup={group.key}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover(false)}
    >
      <div ref={popupRef} className={styles.popup} role="dialog" aria-label={label}>
        {group.pins.length > 1 && <p className={styles.popupCount}>{mergedLine}</p>}
        <ul className={styles.popupList}>
          {group.pins.map((pin) => (
            <li key={pin.id}>{card(pin)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
