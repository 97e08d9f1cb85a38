// The platform's constants, declared once for the browser code (TypeScript), the Node scripts (.mjs)
// and jest alike: CommonJS, because all three load it as it is, with no build step.

/** The remotes by package name: each is built, released, rolled back and loaded on its own. */
exports.REMOTES = Object.freeze(['mfe-search-map', 'mfe-ad-details', 'mfe-transactions', 'mfe-dashboard', 'mfe-supply']);

/** The spec's chunk timeout: a remote's manifest, entry or chunk not loaded after this is unavailable. */
exports.REMOTE_TIMEOUT_MS = 120000;

/** How long the runtime configuration and the CSRF cookie may take at start-up before the shell goes on without them. */
exports.START_UP_TIMEOUT_MS = 10000;

/**
 * Names of this machine that browsers keep apart: a cookie the API sets at one is not the other's. A page
 * opened at one reaches the API at the same one (the browser's config, the web origin's CSP); an IPv6
 * literal is left out, as CSP cannot name it.
 */
exports.LOOPBACK_HOSTS = Object.freeze(['localhost', '127.0.0.1']);
