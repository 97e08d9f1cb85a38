/** Small inline pictures, so a failed image never needs another request. */
const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

/** Shown when an advert has no photo or its photo fails to load: a house outline on grey. */
export const PLACEHOLDER_IMAGE = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#e9ecef"/>' +
    '<path d="M160 52 104 98v54h38v-34h36v34h38V98z" fill="none" stroke="#adb5bd" stroke-width="8" stroke-linejoin="round"/></svg>',
);

/** Shown for a user without a picture or whose picture fails to load. */
export const DEFAULT_USER_IMAGE = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#dee2e6"/>' +
    '<circle cx="32" cy="25" r="11" fill="#adb5bd"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#adb5bd"/></svg>',
);
