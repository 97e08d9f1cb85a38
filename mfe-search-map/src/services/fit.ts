import type { ServicePin } from '@marketplace/shared';

type LngLat = [number, number];

/**
 * Room kept round the providers' pins when the map is fitted to them: a pin's tag (its price) stands
 * about 30 px above its point and is up to about 90 px wide, so no tag is cut at an edge.
 */
export const PROVIDERS_PADDING = { top: 56, bottom: 32, left: 56, right: 56 } as const;
/** Fitting to one provider, or a few in one street, stops where their neighbourhood is still seen round them. */
export const PROVIDERS_MAX_ZOOM = 13;

/** The box ([south-west, north-east]) round the providers that have a place; null when none has. */
export function providersBounds(pins: readonly ServicePin[]): [LngLat, LngLat] | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { latitude, longitude } of pins) {
    if (latitude === null || longitude === null) continue;
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

/** Which providers a map answer pins, in no order: a new answer with the same providers (another sort) is no new fit. */
export const providersKey = (pins: readonly ServicePin[]): string =>
  pins
    .map((pin) => pin.id)
    .sort((a, b) => a - b)
    .join(',');
