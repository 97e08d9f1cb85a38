import { servicePriceText, type ServicePin } from '@marketplace/shared';
import { providerTitle } from '../services/servicePins';
import type { PinGroup } from './pins';
import { MapPopup } from './MapPopup';
import * as mapStyles from './map.module.css';

interface ServicePopupProps {
  group: PinGroup<ServicePin>;
  onOpenService(serviceId: number): void;
  onHover(hovering: boolean): void;
}

/** The popup of a provider's pin, as an advert's: the provider's card, or every provider of a merged pin. */
export function ServicePopup({ group, onOpenService, onHover }: ServicePopupProps) {
  const count = group.pins.length;
  return (
    <MapPopup
      group={group}
      label={count > 1 ? `${count} providers` : providerTitle(group.pins[0])}
      mergedLine={`${count} providers at this place`}
      card={(pin) => (
        <button type="button" className={mapStyles.card} onClick={() => onOpenService(pin.id)} aria-label={`Open ${providerTitle(pin)}`}>
          <span className={mapStyles.cardBody}>
            <span className={mapStyles.category}>{pin.occupation}</span>
            <span className={mapStyles.title}>{providerTitle(pin)}</span>
            <span className={mapStyles.price}>{servicePriceText(pin.price, pin.payment_type)}</span>
            <span className={mapStyles.address}>{[pin.city, pin.postcode].filter(Boolean).join(', ')}</span>
          </span>
        </button>
      )}
      onHover={onHover}
    />
  );
}
