/** The map style's metadata key naming the places GeoJSON: the API writes it, the map reads it to label places with HTML markers. */
export const PLACES_METADATA_KEY = 'roofline:places';
