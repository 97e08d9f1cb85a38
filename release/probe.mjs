// Asks the CDN whether it serves a URL. Names under .localhost are resolved to loopback here, as
// browsers do, because the system resolver may not know them.
import http from 'node:http';
import https from 'node:https';

/** @typedef {{ kind: 'ok' } | { kind: 'missing', status: number } | { kind: 'unreachable', reason: string }} ProbeResult */

/**
 * @param {string} hostname
 * @param {object} options
 * @param {(error: Error | null, address: string | any[], family?: number) => void} callback
 */
function lookupLocalhost(hostname, options, callback) {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (/** @type {{ all?: boolean }} */ (options).all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  import('node:dns').then((dns) => dns.lookup(hostname, /** @type {any} */ (options), callback));
}

/**
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<ProbeResult>}
 */
export function probeUrl(url, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { lookup: /** @type {any} */ (lookupLocalhost), timeout: timeoutMs }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve(status >= 200 && status < 300 ? { kind: 'ok' } : { kind: 'missing', status });
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ kind: 'unreachable', reason: error.message }));
  });
}
