import Supercluster, { type PointFeature } from 'supercluster';
import type { LngLatBox, MapCluster } from '@marketplace/shared/src/rules/mapPin.ts';

/**
 * The adverts a search matches, as the map needs them: one entry per advert in typed arrays (a city's
 * 12,000 adverts take about 400 kB), read once per search and kept while the data does not change.
 */
export interface SearchPoints {
  length: number;
  ids: Int32Array;
  lng: Float64Array;
  lat: Float64Array;
  price: Float64Array;
  category: Uint8Array;
  rentType: Uint8Array;
  /** 1: for sale or wanted to buy; 2: to let or wanted to rent (both bits may be set). */
  side: Uint8Array;
}

export const SALE_SIDE = 1;
export const RENT_SIDE = 2;
/** property_rent_type_id of a price per week and per month. */
const PER_WEEK = 4;
const PER_MONTH = 5;

/** Positions travel from SQL as whole hundred-thousandths of a degree. */
export const POSITION_SCALE = 100_000;

/**
 * Points from SQL's packed text: `id,lng,lat,price,category,rent type,side` per advert (positions in
 * hundred-thousandths of a degree), `;` between adverts.
 */
export function parsePoints(text: string | null): SearchPoints {
  const rows = text ? text.split(';') : [];
  const n = rows.length;
  const points: SearchPoints = {
    length: n,
    ids: new Int32Array(n),
    lng: new Float64Array(n),
    lat: new Float64Array(n),
    price: new Float64Array(n),
    category: new Uint8Array(n),
    rentType: new Uint8Array(n),
    side: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const [id, lng, lat, price, category, rentType, side] = rows[i]!.split(',');
    points.ids[i] = Number(id);
    points.lng[i] = Number(lng) / POSITION_SCALE;
    points.lat[i] = Number(lat) / POSITION_SCALE;
    points.price[i] = Number(price);
    points.category[i] = Number(category);
    points.rentType[i] = Number(rentType);
    points.side[i] = Number(side);
  }
  return points;
}

/**
 * How the map groups adverts (as supercluster's options). Circles stand at least a radius apart; from
 * zoom 16 (a few streets on a screen) every advert is its own pin; a group of three or fewer is shown
 * as its pins, not as a circle.
 */
export const CLUSTER_RADIUS_PX = 60;
export const CLUSTER_MIN_ZOOM = 4;
export const CLUSTER_MAX_ZOOM = 15;
export const CLUSTER_MIN_POINTS = 4;
/**
 * Pins instead of circles once a view holds no more adverts than one per this many square pixels
 * (about 290 on a 1280 x 900 map, 70 on a phone), as Zillow shows every home once few are in view.
 */
export const PIN_AREA_PX = 4000;
/** The most single pins one answer holds (about 35 kB on the wire); past it the view is drawn in circles. */
export const MAX_SINGLES = 600;
/** Tile size supercluster's radius is measured against: map pixels at a whole zoom. */
const TILE_PX = 256;

const mercatorX = (lng: number) => (lng + 180) / 360;
const mercatorY = (lat: number) => {
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};

/** The map's area in square pixels at a zoom. */
export function boxAreaPx([west, south, east, north]: LngLatBox, zoom: number): number {
  const scale = TILE_PX * 2 ** zoom;
  return Math.abs((mercatorX(east) - mercatorX(west)) * scale * (mercatorY(south) - mercatorY(north)) * scale);
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

type PointProps = { i: number };
type Clusterer = { index: Supercluster<PointProps>; summaries: Map<number, MapCluster> };

export interface MapView {
  box: LngLatBox;
  zoom: number;
  /** Legend categories hidden: their adverts are neither pins nor counted in circles. */
  hiddenCategories: ReadonlySet<number>;
  /** Whether groups are drawn at all (the legend's 'Multiple'); without them only lone adverts remain. */
  groups: boolean;
  /** The advert opened on the page: always a pin of its own when the search matches it. */
  selectedId: number | null;
}

export interface ViewContent {
  clusters: MapCluster[];
  /** Adverts drawn as their own pins (ids). */
  singles: number[];
  inView: number;
}

/**
 * A search's adverts, clustered for any view. Each set of hidden legend categories has its own
 * supercluster index (built once, in tens of milliseconds for a city), so panning and zooming cost
 * only a lookup.
 */
export class ClusterIndex {
  private readonly clusterers = new Map<string, Clusterer>();
  private positions: Map<number, number> | null = null;

  constructor(readonly points: SearchPoints) {}

  view(v: MapView): ViewContent {
    const { index, summaries } = this.clusterer(v.hiddenCategories);
    const z = Math.max(0, Math.floor(v.zoom));
    let features = index.getClusters(v.box, z);
    const inView = features.reduce((sum, f) => sum + ('cluster' in f.properties ? f.properties.point_count : 1), 0);
    const roomForPins = Math.min(MAX_SINGLES, boxAreaPx(v.box, v.zoom) / PIN_AREA_PX);
    if (z > CLUSTER_MAX_ZOOM || inView <= roomForPins) {
      const all = index.getClusters(v.box, CLUSTER_MAX_ZOOM + 1);
      if (all.length <= MAX_SINGLES) features = all;
      else if (z > CLUSTER_MAX_ZOOM) features = index.getClusters(v.box, CLUSTER_MAX_ZOOM);
    }
    const clusters: MapCluster[] = [];
    const singles: number[] = [];
    for (const f of features) {
      if ('cluster' in f.properties) {
        if (!v.groups) continue;
        const id = f.properties.cluster_id;
        let summary = summaries.get(id);
        if (!summary) {
          const [lng, lat] = f.geometry.coordinates as [number, number];
          summary = this.summary(index.getLeaves(id, Infinity), lng, lat);
          summaries.set(id, summary);
        }
        clusters.push(summary);
      } else {
        singles.push(this.points.ids[f.properties.i]!);
      }
    }
    if (v.selectedId !== null && !singles.includes(v.selectedId)) {
      const at = this.positionOf(v.selectedId);
      if (at !== undefined && !v.hiddenCategories.has(this.points.category[at]!)) singles.push(v.selectedId);
    }
    return { clusters, singles, inView };
  }

  private positionOf(id: number): number | undefined {
    this.positions ??= new Map(Array.from(this.points.ids, (advertId, i) => [advertId, i]));
    return this.positions.get(id);
  }

  private clusterer(hidden: ReadonlySet<number>): Clusterer {
    const key = [...hidden].sort((a, b) => a - b).join(',');
    let found = this.clusterers.get(key);
    if (!found) {
      const p = this.points;
      const features: Array<PointFeature<PointProps>> = [];
      for (let i = 0; i < p.length; i++) {
        if (hidden.has(p.category[i]!)) continue;
        features.push({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng[i]!, p.lat[i]!] }, properties: { i } });
      }
      const index = new Supercluster<PointProps>({
        radius: CLUSTER_RADIUS_PX,
        extent: TILE_PX,
        minZoom: CLUSTER_MIN_ZOOM,
        maxZoom: CLUSTER_MAX_ZOOM,
        minPoints: CLUSTER_MIN_POINTS,
      });
      found = { index: index.load(features), summaries: new Map() };
      this.clusterers.set(key, found);
    }
    return found;
  }

  /** What a circle says of its adverts: how many, where they lie, their categories and price ranges. */
  private summary(leaves: Array<PointFeature<PointProps>>, lng: number, lat: number): MapCluster {
    const p = this.points;
    const categories: Record<string, number> = {};
    let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
    let sale: [number, number] | null = null;
    let rent: [number, number] | null = null;
    const widen = (range: [number, number] | null, value: number): [number, number] =>
      range ? [Math.min(range[0], value), Math.max(range[1], value)] : [value, value];
    for (const leaf of leaves) {
      const i = leaf.properties.i;
      const category = String(p.category[i]);
      categories[category] = (categories[category] ?? 0) + 1;
      west = Math.min(west, p.lng[i]!);
      east = Math.max(east, p.lng[i]!);
      south = Math.min(south, p.lat[i]!);
      north = Math.max(north, p.lat[i]!);
      const price = p.price[i]!;
      if (price > 0 && p.side[i]! & SALE_SIDE) sale = widen(sale, price);
      if (price > 0 && p.side[i]! & RENT_SIDE) {
        const type = p.rentType[i];
        if (type === PER_MONTH) rent = widen(rent, price);
        else if (type === PER_WEEK) rent = widen(rent, Math.round((price * 52) / 12));
      }
    }
    return {
      longitude: round5(lng),
      latitude: round5(lat),
      count: leaves.length,
      extent: [round5(west), round5(south), round5(east), round5(north)],
      categories,
      sale_price: sale,
      monthly_rent: rent,
    };
  }
}
