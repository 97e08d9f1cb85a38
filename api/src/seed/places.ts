import { isValid } from 'postcode';
import type { Place } from '../common/places.ts';
import type { Random } from './prng.ts';

// Inward codes never use C, I, K, M, O or V in their last two letters.
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** A full postcode in one of the place's districts, valid by the `postcode` package for UK places. */
export function postcodeFor(rnd: Random, place: Place, districts: string[]): string {
  const district = rnd.pick(districts);
  if (place.country === 'Spain') return district;
  if (place.country === 'Ireland') {
    const chars = 'ACDEFHKNPRTVWXY0123456789';
    return `${district} ${Array.from({ length: 4 }, () => rnd.pick(chars.split(''))).join('')}`;
  }
  const code = `${district} ${rnd.int(1, 9)}${rnd.pick(UNIT_LETTERS.split(''))}${rnd.pick(UNIT_LETTERS.split(''))}`;
  if (!isValid(code)) throw new Error(`generated an invalid postcode ${code}`);
  return code;
}

/** A point scattered around a centre, `spreadKm` being about one standard deviation. */
export function scatter(rnd: Random, lat: number, lng: number, spreadKm: number): { lat: number; lng: number } {
  const dLat = (rnd.gauss() * spreadKm) / 111.32;
  const dLng = (rnd.gauss() * spreadKm) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { lat: Number((lat + dLat).toFixed(6)), lng: Number((lng + dLng).toFixed(6)) };
}
