// One boot plan per page a remote shows first, declared once for the shell (its boot starts the page's
// remote and first API call; its screens show the served preview) and for the web origin
// (scripts/platform: the page's preload links and its preview in the HTML). CommonJS, as platform.cjs.

/** An advert's id in its path: a positive integer of at most ten digits (a longer one is no advert). */
const ADVERT_ID = /^[1-9]\d{0,9}$/;

/**
 * The plans, the first whose pattern matches a path being the page's. `signedIn`: only for a browser that
 * may be signed in (a visitor is sent to sign in instead). `firstRequest`: the API's GET the page makes
 * first, from the path's match. `preview`: the shell's prerendered page the web origin serves for it.
 * @type {readonly import('./bootPlans.d.cts').BootPlan[]}
 */
exports.BOOT_PLANS = Object.freeze([
  Object.freeze({
    page: 'advert',
    pattern: /^\/ad-(details|service)\/(\d+)\/?$/,
    remote: 'mfe-ad-details',
    module: './AdvertPage',
    signedIn: false,
    // The advert's own GET (a property's or a service's): the preview's photo is read from the same answer.
    firstRequest: (match) =>
      ADVERT_ID.test(match[2] ?? '') ? `api/${match[1] === 'service' ? 'services' : 'properties'}/${match[2]}` : null,
    preview: 'advert.html',
  }),
  Object.freeze({
    page: 'statistics',
    pattern: /^\/dashboard-statistics\/?$/,
    remote: 'mfe-dashboard',
    module: './Dashboard',
    signedIn: true,
    // Where a signed-in person lands; its figures (the default period of 30 days) are the page's largest paint.
    firstRequest: () => 'api/user/statistics?days=30',
    // Its frame and the figures' cards while they load (the largest paint is a card's label).
    preview: 'dashboard.html',
  }),
  Object.freeze({
    page: 'dashboard',
    pattern: /^\/dashboard-[a-z-]+(\/|$)/,
    remote: 'mfe-dashboard',
    module: './Dashboard',
    signedIn: true,
    firstRequest: () => null,
    preview: null,
  }),
]);

/**
 * The boot of the page at `path`: its plan's remote and module, its first request and its preview; null
 * for a page that waits for its slot.
 * @param {string} path
 * @param {boolean} maybeSignedIn
 * @returns {import('./bootPlans.d.cts').PageBoot | null}
 */
exports.bootOf = (path, maybeSignedIn) => {
  for (const plan of exports.BOOT_PLANS) {
    const match = plan.pattern.exec(path);
    if (!match) continue;
    if (plan.signedIn && !maybeSignedIn) return null;
    return { page: plan.page, remote: plan.remote, module: plan.module, firstRequest: plan.firstRequest(match), preview: plan.preview };
  }
  return null;
};
