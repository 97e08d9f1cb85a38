import { fileRegistryStore, type RegistryStore } from '@marketplace/release/registry.mjs';
import { bucketFrom, bucketRegistryStore, type Bucket } from '@marketplace/release/bucket.mjs';
import type { PointerContext } from '@marketplace/release/releases.mjs';
import type { ApiConfig } from '../config.ts';

/** The bucket releases live in (RELEASE_BUCKET), or null: the registry is then a file on this machine. */
function bucketOf(config: Pick<ApiConfig, 'releases'>): Bucket | null {
  const { bucket } = config.releases;
  return bucket ? bucketFrom(bucket.url, bucket) : null;
}

/** The registry the shell reads, as the release package stores it: an object in the bucket, or a file on this machine. */
export function registryStoreOf(config: Pick<ApiConfig, 'releases'>): RegistryStore {
  const bucket = bucketOf(config);
  if (bucket) return bucketRegistryStore(bucket);
  const { registryFile, auditFile } = config.releases;
  return fileRegistryStore(registryFile, auditFile ? { auditFile } : {});
}

/**
 * What the release package's pointer moves need, from the API's configuration: with a bucket, a
 * version's manifest is checked there, else in the version folders when this machine holds them.
 */
export function pointerContext(config: Pick<ApiConfig, 'releases'>, store: RegistryStore, log: (line: string) => void): PointerContext {
  const { releasesDir, cdnUrlPattern } = config.releases;
  const bucket = bucketOf(config);
  return { store, cdnUrlPattern, log, ...(bucket ? { bucket } : releasesDir ? { releasesDir } : {}) };
}
