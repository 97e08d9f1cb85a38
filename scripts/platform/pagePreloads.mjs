// The registry and the first files of a page's remote, named in the served HTML's head: the browser fetches
// them while the shell's own scripts load, instead of after the shell has run, read the registry and then
// the remote's manifest. Hints only: the shell still reads the registry (this page load's copy, so a
// release or rollback shows on the next load) and loads the remote as it always does (a remote counts a
// load only once the page uses it), finding these already fetched. A remote under a canary gets none: the
// browser picks its side.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootOf } from '../../shared/src/config/bootPlans.cjs';

/**
 * The boot plan of the page at `path` (shared's, as the shell's boot reads it): an advert's page, and the
 * dashboard's for a browser that may be signed in (the API's readable `roofline_signed_in` marker).
 * @param {string} path
 * @param {string | undefined} cookie the request's Cookie header
 */
export function pageBootOf(path, cookie) {
  return bootOf(path, (cookie ?? '').split(/;\s*/).includes('roofline_signed_in=1'));
}

/**
 * The remote and module a page opens with (the shell's pageRemote).
 * @param {string} path
 * @param {string | undefined} cookie the request's Cookie header
 * @returns {{ remote: string, module: string } | null}
 */
export function pageRemoteOf(path, cookie) {
  const boot = pageBootOf(path, cookie);
  return boot && { remote: boot.remote, module: boot.module };
}

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @typedef {{ metaData?: { remoteEntry?: { name?: string, path?: string } },
 *   exposes?: { name?: string, path?: string, assets?: { js?: { sync?: string[] } } }[] }} Manifest
 */

/**
 * `<link>`s for the live version of a page's remote, read from the registry file and the release's own
 * manifest in the releases folder (its folder is the version, as the CDN serves it).
 * @param {{ registryFile: string, releasesDir: string, registryUrl: string }} options registryUrl: the
 *   registry's address, against which its manifest addresses resolve
 */
export function remotePreloads({ registryFile, releasesDir, registryUrl }) {
  /** @type {Map<string, Promise<Manifest | null>>} a released version's manifest never changes */
  const manifests = new Map();
  const manifestOf = (/** @type {string} */ remote, /** @type {string} */ version) => {
    const key = `${remote}/${version}`;
    let manifest = manifests.get(key);
    if (!manifest) {
      manifest = readFile(join(releasesDir, remote, version, 'mf-manifest.json'), 'utf8').then(
        (text) => /** @type {Manifest} */ (JSON.parse(text)),
        () => null,
      );
      manifests.set(key, manifest);
    }
    return manifest;
  };

  /**
   * @param {{ remote: string, module: string }} page
   * @returns {Promise<string>} the links, or '' when the registry or the release does not say
   */
  return async ({ remote, module }) => {
    /** @type {{ remotes?: Record<string, { live?: string, manifest?: string, canary?: unknown, versions?: { version: string, integrity?: Record<string, string> }[] }> }} */
    let registry;
    try {
      registry = JSON.parse(await readFile(registryFile, 'utf8'));
    } catch {
      return '';
    }
    const entry = registry.remotes?.[remote];
    if (!entry?.live || !entry.manifest || entry.canary || !/^[\w.-]+$/.test(entry.live)) return '';
    const manifest = await manifestOf(remote, entry.live);
    const expose = manifest?.exposes?.find((e) => e.path === module || `./${e.name}` === module);
    if (!manifest || !expose) return '';
    const manifestUrl = new URL(entry.manifest, registryUrl);
    const integrity = entry.versions?.find((v) => v.version === entry.live)?.integrity ?? {};
    const remoteEntry = `${manifest.metaData?.remoteEntry?.path ?? ''}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`;
    /** A script as the shell's loader adds it: with its integrity, and then CORS. */
    const script = (/** @type {string} */ file) => {
      const sri = integrity[file];
      const href = escapeAttribute(new URL(file, manifestUrl).href);
      return sri
        ? `<link rel="preload" as="script" href="${href}" integrity="${escapeAttribute(sri)}" crossorigin="anonymous" />`
        : `<link rel="preload" as="script" href="${href}" />`;
    };
    return [
      `<link rel="preload" as="fetch" href="${escapeAttribute(registryUrl)}" crossorigin="anonymous" />`,
      `<link rel="preload" as="fetch" href="${escapeAttribute(manifestUrl.href)}" crossorigin="anonymous" />`,
      script(remoteEntry),
      // Its styles are left to the runtime: Chromium does not match a preload with the link it adds (integrity).
      ...(expose.assets?.js?.sync ?? []).map(script),
    ].join('\n    ');
  };
}
