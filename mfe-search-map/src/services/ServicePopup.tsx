import type { ServicePin } from '@marketplace/shared';
import type { PinGroup } from '../map/pins';
import * as mapStyles from '../map/map.module.css';
import { servicePrice } from './ServiceResults';
import { providerTitle } from './servicePins';

interface ServicePopupProps {
  group: PinGroup<ServicePin>;
  onOpenService(serviceId: number): void;
  /** The mouse over the popup keeps a hover-opened popup open. */
  onHover(hovering: boolean): void;
}

/** The popup of a provider's pin, as an advert's: the provider's card, or every provider of a merged pin. */
export function ServicePopup({ group, onOpenService, onHover }: ServicePopupProps) {
  const merged = group.pins.length > 1;
  return (
    <div
      className={mapStyles.popupAnchor}
      data-map-popup={group.key}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover(false)}
    >
      <div className={mapStyles.popup} role="dialog" aria-label={merged ? `${group.pins.length} providers` : providerTitle(group.pins[0])}>
        {merged && <p className={mapStyles.popupCount}>{group.pins.length} providers at this place</p>}
        <ul className={mapStyles.popupList}>
          {group.pins.map((pin) => (
            <li key={pin.id}>
              <button
                type="button"
                className={mapStyles.card}
                onClick={() => onOpenService(pin.id)}
                aria-label={`Open ${providerTitle(pin)}`}
              >
                <span className={mapStyles.cardBody}>
                  <span className={mapStyles.category}>{pin.occupation}</span>
                  <span className={mapStyles.title}>{providerTitle(pin)}</span>
                  <span className={mapStyles.price}>{servicePrice(pin.price, pin.payment_type)}</span>
                  <span className={mapStyles.address}>{[pin.city, pin.postcode].filter(Boolean).join(', ')}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
