import { fileRegistryStore, type RegistryStore } from '@marketplace/release/registry.mjs';
import type { PointerContext } from '@marketplace/release/releases.mjs';
import type { ApiConfig } from '../config.ts';

/** The registry the web origin serves, as the release package stores it: a file on this machine for now. */
export function registryStoreOf(config: Pick<ApiConfig, 'releases'>): RegistryStore {
  const { registryFile, auditFile } = config.releases;
  return fileRegistryStore(registryFile, auditFile ? { auditFile } : {});
}

/** What the release package's pointer moves need, from the API's configuration. */
export function pointerContext(config: Pick<ApiConfig, 'releases'>, store: RegistryStore, log: (line: string) => void): PointerContext {
  const { releasesDir, cdnUrlPattern } = config.releases;
  return { store, cdnUrlPattern, log, ...(releasesDir ? { releasesDir } : {}) };
}
