// The release settings every part reads (the web origin, the API, `npm start`), checked once at start-up:
// a mismatch would have each part look at a different registry, with moves answered 200 that no browser
// ever sees, so a part refuses to start and names the setting instead.
import { bucketFrom, bucketRegistryStore, bucketSettingsFrom, parseBucketUrl } from './bucket.mjs';

/**
 * What is wrong with the release settings, naming the setting; null when they agree.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | null}
 */
export function releaseSettingsProblem(env) {
  if (env.RELEASE_BUCKET) {
    try {
      parseBucketUrl(env.RELEASE_BUCKET);
    } catch (error) {
      return `RELEASE_BUCKET: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!env.REGISTRY_URL) {
      return `RELEASE_BUCKET is set (releases move the registry in ${env.RELEASE_BUCKET}) but REGISTRY_URL is not: browsers would keep reading this machine's /registry/remotes.json, which no release moves. Set REGISTRY_URL to the address the bucket's registry/remotes.json is served at.`;
    }
  } else if (env.REGISTRY_URL) {
    return `REGISTRY_URL is set (browsers read the registry at ${env.REGISTRY_URL}) but RELEASE_BUCKET is not: releases would move this machine's registry file, which browsers no longer read. Set RELEASE_BUCKET to the bucket that registry lives in, or unset REGISTRY_URL.`;
  }
  const perMinute = env.RELEASE_TOKENS_PER_MINUTE;
  if (perMinute !== undefined && !(Number.isInteger(Number(perMinute)) && Number(perMinute) >= 1)) {
    return `RELEASE_TOKENS_PER_MINUTE must be a whole number of at least 1, not "${perMinute}"`;
  }
  const sampleRate = env.VITALS_SAMPLE_RATE;
  if (sampleRate !== undefined && !(sampleRate.trim() !== '' && Number(sampleRate) >= 0 && Number(sampleRate) <= 1)) {
    return `VITALS_SAMPLE_RATE must be a share of page loads from 0 to 1, not "${sampleRate}"`;
  }
  return null;
}

/**
 * Throws the settings' problem, for a part about to start.
 * @param {NodeJS.ProcessEnv} env
 */
export function assertReleaseSettings(env) {
  const problem = releaseSettingsProblem(env);
  if (problem) throw new Error(problem);
}

/**
 * How the web origin reads the registry it assigns versions from, when it is not this machine's file: the
 * bucket's (RELEASE_BUCKET), the one browsers read at REGISTRY_URL. Undefined for the file.
 * @param {NodeJS.ProcessEnv} env
 * @returns {(() => Promise<import('./registry.mjs').Registry>) | undefined}
 */
export function bucketRegistryReader(env) {
  const bucket = bucketFrom(env.RELEASE_BUCKET, bucketSettingsFrom(env));
  if (!bucket) return undefined;
  const store = bucketRegistryStore(bucket);
  return async () => (await store.read()).registry;
}
