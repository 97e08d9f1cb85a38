import { formatPounds, type ServicePin } from '@marketplace/shared';
import { legendEntry } from './legend';
import type { PinLook } from './pinLook';
import type { PinGroup } from './pins';

/** Providers stand out from every advert category's colour; merged providers take the legend's 'Multiple'. */
export const PROVIDER_COLOUR = '#6b3fa0';

/** A provider's pin: its price on the tag (the count for merged providers); providers have no viewed state. */
export function providerPinLook(group: PinGroup<ServicePin>): PinLook {
  const merged = group.pins.length > 1;
  return {
    colour: merged ? legendEntry('multiple').colour : PROVIDER_COLOUR,
    tag: merged ? String(group.pins.length) : formatPounds(group.pins[0].price),
    viewed: false,
  };
}
