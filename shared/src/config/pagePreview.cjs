// Declared once for the web origin (scripts/platform/advertPreview.mjs) and the API: CommonJS, as platform.cjs.

/**
 * The header on the web origin's own read of an advert, made to put its first photo in the page's HTML:
 * the API does not count that read as a view in the owner's statistics (the visitor's page counts it).
 */
exports.PAGE_PREVIEW_HEADER = 'x-roofline-page-preview';
