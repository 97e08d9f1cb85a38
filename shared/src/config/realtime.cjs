// Which Pusher-protocol server carries live events, read once from Laravel's PUSHER_* variables for
// both the API (where it publishes) and the web origin (where browsers connect): CommonJS, so the
// TypeScript API and the Node scripts load the same reading with no build step.

/**
 * The outside Pusher-protocol service, or null for the API's own embedded server (the default).
 * PUSHER_HOST names a self-hosted server such as Soketi; PUSHER_APP_CLUSTER alone names a Pusher
 * Channels cluster. PUSHER_SCHEME (https by default) and PUSHER_PORT (443 or 80 by scheme) apply to both.
 * @param {Record<string, string | undefined>} env
 * @returns {import('./realtime.d.cts').PusherService | null}
 */
exports.pusherService = (env) => {
  const host = env.PUSHER_HOST || null;
  const cluster = env.PUSHER_APP_CLUSTER || null;
  if (!host && !cluster) return null;
  const scheme = env.PUSHER_SCHEME || 'https';
  if (scheme !== 'https' && scheme !== 'http') throw new Error(`PUSHER_SCHEME must be https or http, not "${scheme}"`);
  const useTLS = scheme === 'https';
  const port = Number(env.PUSHER_PORT || (useTLS ? 443 : 80));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PUSHER_PORT must be a port number, not "${env.PUSHER_PORT}"`);
  return {
    apiHost: host ?? `api-${cluster}.pusher.com`,
    wsHost: host ?? `ws-${cluster}.pusher.com`,
    port,
    useTLS,
    cluster: cluster ?? 'mt1',
  };
};
