/** Zoom levels of the mini map (spec 000 §9). */
export const ADVERT_ZOOM = 15;
export const SERVICE_ZOOM = 10;
export const MAX_ZOOM = 20;

/** A style with a plain background: the advert's marker still shows where it is, offline. */
export const BACKGROUND_STYLE = {
  version: 8 as const,
  sources: {},
  layers: [{ id: 'background', type: 'background' as const, paint: { 'background-color': '#e6ece8' } }],
};

/**
 * The self-hosted offline style when the API serves one at /map/style.json, else the background
 * style. Never asks anything outside our own API.
 */
export async function offlineStyle(apiUrl: string): Promise<string | typeof BACKGROUND_STYLE> {
  const url = `${apiUrl.replace(/\/$/, '')}/map/style.json`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return BACKGROUND_STYLE;
    const style = (await res.json()) as { version?: number };
    return style?.version === 8 ? url : BACKGROUND_STYLE;
  } catch {
    return BACKGROUND_STYLE;
  }
}

export interface MiniMapOptions {
  container: HTMLElement;
  longitude: number;
  latitude: number;
  zoom: number;
}

/** What a map library adapter gives back: a way to remove the map. */
export type RemoveMap = () => void;
