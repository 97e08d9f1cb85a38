// Release health as `npm run releases` shows it: the page loads that used each remote version and the
// failures browsers reported of it (api/src/releasehealth), read from the API on this machine.

/**
 * @typedef {{ remote: string, version: string, kind: string, failures: number, last_at: string, last_message: string }} VersionHealth
 * @typedef {{ remote: string, version: string, loads: number }} VersionLoads
 * @typedef {{ minutes: number, rows: VersionHealth[], loads: VersionLoads[] } | { minutes: number, unavailable: string }} Health
 */

export const HEALTH_WINDOW_MINUTES = 60;
const TIMEOUT_MS = 3000;

/**
 * Where the API listens: API_URL, else this machine's API_PORT (the summary answers loopback callers only).
 * @param {NodeJS.ProcessEnv} env
 */
export function apiUrlFrom(env) {
  return (env.API_URL || `http://127.0.0.1:${env.API_PORT || 8000}`).replace(/\/+$/, '');
}

/**
 * Reads the failures of the last `minutes`; an API that is down or refuses is said, not thrown: the
 * registry's own listing is still worth showing.
 * @param {string} apiUrl
 * @param {number} [minutes]
 * @returns {Promise<Health>}
 */
export async function readHealth(apiUrl, minutes = HEALTH_WINDOW_MINUTES) {
  const url = `${apiUrl}/api/remote-failures/summary?minutes=${minutes}`;
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) return { minutes, unavailable: `${url} answered ${res.status}` };
    const body = /** @type {{ data?: VersionHealth[], loads?: VersionLoads[] }} */ (await res.json());
    return { minutes, rows: Array.isArray(body.data) ? body.data : [], loads: Array.isArray(body.loads) ? body.loads : [] };
  } catch (error) {
    return { minutes, unavailable: `${url} did not answer (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * "3 failures in 40 page loads in the last hour (7.5%: render 2, load 1)" for one remote version; without
 * loads "3 failures in the last hour (render 2, load 1)"; '' when it had neither.
 * @param {VersionHealth[]} rows
 * @param {number} minutes
 * @param {number} [loads]
 */
export function failureSummary(rows, minutes, loads = 0) {
  const total = rows.reduce((sum, row) => sum + row.failures, 0);
  const window = minutes === 60 ? 'the last hour' : `the last ${minutes} minutes`;
  const pageLoads = `${loads} page load${loads === 1 ? '' : 's'}`;
  if (total === 0) return loads > 0 ? `${pageLoads} in ${window}, no failures` : '';
  const kinds = [...rows].sort((a, b) => b.failures - a.failures).map((row) => `${row.kind} ${row.failures}`);
  const failures = `${total} failure${total === 1 ? '' : 's'}`;
  return loads > 0
    ? `${failures} in ${pageLoads} in ${window} (${Math.round((total / loads) * 1000) / 10}%: ${kinds.join(', ')})`
    : `${failures} in ${window} (${kinds.join(', ')})`;
}
