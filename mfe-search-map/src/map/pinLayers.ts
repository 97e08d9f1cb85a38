import { MARKET_STATUSES, isMarketStatus, type MapCluster, type MarketStatus } from '@marketplace/shared';
import { legendEntry } from './legend';
import { clusterKey, clusterLegendKey, countText, type PinLook } from './pinLook';
import { priceTagSize, type PinGroup, type Placed, type PriceTagSize } from './pins';

/** The map library's source and layers the adverts' pins are drawn with. */
export const PIN_SOURCE = 'advert-pins';
export const PIN_LAYER = 'advert-pins';
export const TAG_LAYER = 'advert-price-tags';
/** The source and layers of the counted circles, under the pins. */
export const CLUSTER_SOURCE = 'advert-clusters';
export const CLUSTER_LAYER = 'advert-clusters';
export const CLUSTER_COUNT_LAYER = 'advert-cluster-counts';

/** The pin image's size in CSS pixels; the tag stands on top of it. */
export const PIN_WIDTH = 30;
export const PIN_HEIGHT = 34;
/**
 * Canvas pixels per CSS pixel for the pin and tag images: the screen's own, rounded up to a whole number.
 * Images at the map's pixel ratio are drawn pixel for pixel, so their text stays sharp; at any other
 * ratio the map library resamples every pin each frame, which blurs them and costs time on slow GPUs.
 */
export const imagePixelRatio = (devicePixelRatio: number) => Math.max(1, Math.ceil(devicePixelRatio));

export interface PinProperties {
  key: string;
  /** The image of the rotated pin: its colour and whether it was viewed. */
  pin: string;
  /** The image of the price tag (the count for a merged pin); empty when the advert shows no price. */
  tag: string;
  /**
   * Which pins and tags win: the selected advert first, then the list's order (lower places first), so
   * the tags left when they would overlap are those of the adverts higher in the list.
   */
  rank: number;
}

export interface PinFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: PinProperties;
}

export interface PinCollection {
  type: 'FeatureCollection';
  features: PinFeature[];
}

/** Image names carry what the image shows, so a missing one can be drawn from its name alone. */
export const pinImageId = (colour: string, viewed: boolean) => `pin|${colour}|${viewed ? 1 : 0}`;
export const tagImageId = (text: string, viewed: boolean, reduced = false, status: MarketStatus | null = null) =>
  `tag|${priceTagSize(text)}|${viewed ? 1 : 0}|${reduced ? 1 : 0}|${status ?? ''}|${text}`;
export const countImageId = (text: string) => `count|${text}`;

export type PinImage =
  | { kind: 'pin'; colour: string; viewed: boolean }
  | { kind: 'tag'; size: PriceTagSize; viewed: boolean; reduced: boolean; status: MarketStatus | null; text: string }
  | { kind: 'count'; text: string };

/** What an image name made by pinImageId, tagImageId or countImageId shows; null for any other image the style asks for. */
export function parseImageId(id: string): PinImage | null {
  const [kind, a, viewed, ...rest] = id.split('|');
  if (kind === 'pin' && a && (viewed === '0' || viewed === '1') && rest.length === 0) return { kind, colour: a, viewed: viewed === '1' };
  const [reduced, status, ...words] = rest;
  const statusOk = status === '' || isMarketStatus(status);
  if (kind === 'tag' && a && (viewed === '0' || viewed === '1') && (reduced === '0' || reduced === '1') && statusOk && words.length > 0) {
    const text = words.join('|');
    const market = status && isMarketStatus(status) ? status : null;
    return { kind, size: priceTagSize(text), viewed: viewed === '1', reduced: reduced === '1', status: market, text };
  }
  if (kind === 'count' && a && viewed === undefined) return { kind, text: a };
  return null;
}

export interface ClusterFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { key: string; colour: string; count: number; label: string };
}

export interface ClusterCollection {
  type: 'FeatureCollection';
  features: ClusterFeature[];
}

/** The circles as map features, in the legend's colours, the smaller on top. */
export function clusterFeatures(clusters: readonly MapCluster[]): ClusterCollection {
  const features = clusters.map((cluster): ClusterFeature => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [cluster.longitude, cluster.latitude] },
    properties: {
      key: clusterKey(cluster),
      colour: legendEntry(clusterLegendKey(cluster)).colour,
      count: cluster.count,
      label: countImageId(countText(cluster.count)),
    },
  }));
  return { type: 'FeatureCollection', features: features.sort((a, b) => b.properties.count - a.properties.count) };
}

/**
 * The pins as map features: one per group, drawn as `look` says. They go in the order they are drawn:
 * from the end of the list up, so pins higher in the list lie on top, and the selected advert's last.
 */
export function pinFeatures<P extends Placed>(
  groups: ReadonlyArray<PinGroup<P>>,
  look: (group: PinGroup<P>) => PinLook,
  selectedId: number | null,
): PinCollection {
  const features = groups.map((group, index): PinFeature => {
    const { colour, tag, viewed, reduced, status } = look(group);
    const selected = selectedId !== null && group.pins.some((p) => p.id === selectedId);
    return {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: group.position },
      properties: {
        key: group.key,
        pin: pinImageId(colour, viewed),
        tag: tag ? tagImageId(tag, viewed, reduced, status ?? null) : '',
        rank: selected ? 0 : index + 1,
      },
    };
  });
  return { type: 'FeatureCollection', features: features.sort((a, b) => b.properties.rank - a.properties.rank) };
}

/** The tag's type size (CSS px) and least width by its text length, as the DOM tags had them. */
const TAG_STYLE: Record<PriceTagSize, { font: number; minWidth: number; round: boolean }> = {
  'tag-3': { font: 12.8, minWidth: 25.6, round: true },
  'tag-6': { font: 12.5, minWidth: 48, round: false },
  'tag-8': { font: 11.8, minWidth: 60.8, round: false },
  'tag-10': { font: 11.2, minWidth: 70.4, round: false },
  'tag-12': { font: 10.6, minWidth: 80, round: false },
  'tag-wide': { font: 9.9, minWidth: 0, round: false },
};

export interface DrawnImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Draws one pin, tag or count image at `r` canvas pixels per CSS pixel; null where the browser cannot draw on a canvas. */
export function drawPinImage(image: PinImage, fontFamily: string, r: number): DrawnImage | null {
  const canvas = document.createElement('canvas');
  const probe = canvas.getContext('2d');
  if (!probe) return null;
  if (image.kind === 'pin') return drawPin(canvas, image.colour, image.viewed, r);
  if (image.kind === 'count') return drawCount(canvas, image.text, fontFamily, r);
  const style = TAG_STYLE[image.size];
  const font = `700 ${style.font * r}px ${fontFamily}`;
  probe.font = font;
  // A reduced price leads with a down arrow, and the tag is edged, in the card's 'Reduced' colour.
  const arrow = image.reduced ? { width: 7 * r, gap: 3 * r } : null;
  const textWidth = probe.measureText(image.text).width + (arrow ? arrow.width + arrow.gap : 0);
  const height = Math.ceil((style.font + 6) * r);
  // A home with an offer accepted carries its status on a dark strip above the price, as its card's ribbon.
  const ribbon = image.status ? MARKET_STATUSES[image.status].label.toUpperCase() : null;
  const ribbonFont = `700 ${RIBBON_FONT * r}px ${fontFamily}`;
  probe.font = ribbonFont;
  const ribbonWidth = ribbon ? probe.measureText(ribbon).width + 8 * r : 0;
  const ribbonHeight = ribbon ? Math.ceil((RIBBON_FONT + 5) * r) : 0;
  const boxWidth = Math.ceil(Math.max(textWidth + 8 * r, style.minWidth * r, style.round ? height : 0, ribbonWidth));
  const margin = 3 * r;
  canvas.width = boxWidth + margin * 2;
  canvas.height = height + ribbonHeight + margin * 2;
  const ctx = canvas.getContext('2d')!;
  if (ribbon) {
    ctx.fillStyle = image.viewed ? '#6c757d' : RIBBON_COLOUR;
    ctx.beginPath();
    ctx.roundRect(margin, margin, boxWidth, ribbonHeight + 4 * r, [4 * r, 4 * r, 0, 0]);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = ribbonFont;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(ribbon, margin + boxWidth / 2, margin + ribbonHeight / 2 + r / 2);
    ctx.translate(0, ribbonHeight);
  }
  ctx.shadowColor = 'rgb(0 0 0 / 30%)';
  ctx.shadowBlur = 3 * r;
  ctx.shadowOffsetY = r;
  ctx.fillStyle = image.viewed ? '#e9ecef' : '#fff';
  ctx.beginPath();
  ctx.roundRect(margin, margin, boxWidth, height, style.round ? height / 2 : 4 * r);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  if (image.reduced && !image.viewed) {
    ctx.strokeStyle = REDUCED_COLOUR;
    ctx.lineWidth = 1.5 * r;
    ctx.stroke();
  }
  const textLeft = margin + (boxWidth - textWidth) / 2;
  if (arrow) {
    const middle = margin + height / 2;
    ctx.fillStyle = image.viewed ? '#6c757d' : REDUCED_COLOUR;
    ctx.beginPath();
    ctx.moveTo(textLeft, middle - arrow.width / 2.5);
    ctx.lineTo(textLeft + arrow.width, middle - arrow.width / 2.5);
    ctx.lineTo(textLeft + arrow.width / 2, middle + arrow.width / 2);
    ctx.closePath();
    ctx.fill();
  }
  ctx.fillStyle = image.viewed ? '#6c757d' : '#1d2733';
  ctx.font = font;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillText(image.text, textLeft + textWidth, margin + height / 2 + r / 2);
  return { width: canvas.width, height: canvas.height, data: ctx.getImageData(0, 0, canvas.width, canvas.height).data };
}

/** The ribbon's colour and type size (shared's --color-text, as the card's MarketStatusRibbon). */
const RIBBON_COLOUR = '#1d2733';
const RIBBON_FONT = 9;

/** The card's 'Reduced' chip colour (shared's --color-danger-strong): a canvas cannot read the token. */
const REDUCED_COLOUR = '#8c1d17';

/** A teardrop turned point-down in the legend colour, white-edged with a white dot; faded once viewed. */
function drawPin(canvas: HTMLCanvasElement, colour: string, viewed: boolean, r: number): DrawnImage {
  canvas.width = PIN_WIDTH * r;
  canvas.height = PIN_HEIGHT * r;
  const ctx = canvas.getContext('2d')!;
  const radius = 12 * r;
  const cx = (PIN_WIDTH / 2) * r;
  const cy = 14 * r;
  const tipY = cy + radius * Math.SQRT2;
  if (viewed) {
    ctx.filter = 'grayscale(0.7) brightness(1.15)';
    ctx.globalAlpha = 0.75;
  }
  ctx.shadowColor = 'rgb(0 0 0 / 35%)';
  ctx.shadowBlur = 4 * r;
  ctx.shadowOffsetY = r;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, (3 * Math.PI) / 4, Math.PI / 4);
  ctx.lineTo(cx, tipY);
  ctx.closePath();
  ctx.fillStyle = '#fff';
  ctx.fill();
  ctx.shadowColor = 'transparent';
  const inner = radius - 2 * r;
  ctx.beginPath();
  ctx.arc(cx, cy, inner, (3 * Math.PI) / 4, Math.PI / 4);
  ctx.lineTo(cx, cy + inner * Math.SQRT2);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(cx, cy, 3.5 * r, 0, 2 * Math.PI);
  ctx.fillStyle = '#fff';
  ctx.fill();
  return { width: canvas.width, height: canvas.height, data: ctx.getImageData(0, 0, canvas.width, canvas.height).data };
}

/** A circle's count: white bold figures on a transparent ground, for the circle drawn under them. */
function drawCount(canvas: HTMLCanvasElement, text: string, fontFamily: string, r: number): DrawnImage {
  const font = `700 ${13 * r}px ${fontFamily}`;
  const probe = canvas.getContext('2d')!;
  probe.font = font;
  canvas.width = Math.ceil(probe.measureText(text).width + 4 * r);
  canvas.height = Math.ceil(18 * r);
  const ctx = canvas.getContext('2d')!;
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.fillText(text, canvas.width / 2, canvas.height / 2 + r / 2);
  return { width: canvas.width, height: canvas.height, data: ctx.getImageData(0, 0, canvas.width, canvas.height).data };
}

/**
 * The circles' layers: a circle in the legend colour, larger for more adverts (up to 10, 100, 1,000
 * and beyond), white-edged, and its count on it. They never hide each other: each count matters.
 */
export function clusterLayers() {
  return [
    {
      id: CLUSTER_LAYER,
      type: 'circle',
      source: CLUSTER_SOURCE,
      paint: {
        'circle-color': ['get', 'colour'],
        'circle-radius': ['step', ['get', 'count'], 15, 10, 18, 100, 22, 1000, 26],
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 2.5,
        'circle-opacity': 0.92,
      },
    },
    {
      id: CLUSTER_COUNT_LAYER,
      type: 'symbol',
      source: CLUSTER_SOURCE,
      layout: { 'icon-image': ['get', 'label'], 'icon-allow-overlap': true, 'icon-ignore-placement': true },
    },
  ] as const;
}

/**
 * The pins layer never collides (every pin stays drawn); the tags above it hide where they would overlap.
 * Pins are drawn in the features' order. Their sort key only lifts the selected pin above those of other
 * tiles: a key per pin would make the map library draw each pin with a call of its own, thousands a frame.
 */
export function pinLayers() {
  return [
    {
      id: PIN_LAYER,
      type: 'symbol',
      source: PIN_SOURCE,
      layout: {
        'icon-image': ['get', 'pin'],
        'icon-anchor': 'bottom',
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
        'symbol-z-order': 'source',
        'symbol-sort-key': ['case', ['==', ['get', 'rank'], 0], 1, 0],
      },
    },
    {
      id: TAG_LAYER,
      type: 'symbol',
      source: PIN_SOURCE,
      filter: ['!=', ['get', 'tag'], ''],
      layout: {
        'icon-image': ['get', 'tag'],
        'icon-anchor': 'bottom',
        'icon-offset': [0, -(PIN_HEIGHT - 2)],
        'icon-allow-overlap': false,
        'icon-padding': 1,
        'symbol-sort-key': ['get', 'rank'],
      },
    },
  ] as const;
}
