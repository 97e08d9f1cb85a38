// The map libraries' own stylesheets, imported for their effect only.
declare module 'maplibre-gl/dist/maplibre-gl.css';
declare module 'mapbox-gl/dist/mapbox-gl.css';
declare module '@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.css';
// mapbox-gl-draw ships no types; library.ts describes the part we use (DrawApi).
declare module '@mapbox/mapbox-gl-draw' {
  const MapboxDraw: unknown;
  export default MapboxDraw;
}
