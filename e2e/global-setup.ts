// Publishes the already-built remotes with the real release command into a throw-away releases
// folder and registry, serves the product on free ports, and hands the locations to the journeys.
import { deploy } from './support/deploy';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Short, so a blocked remote shows as unavailable within a test's time. The stays journey imports a
  // calendar from a server of its own on this machine: the API's test-only allowance (never in production).
  const deployment = await deploy({ remoteTimeoutMs: 5000, env: { CALENDAR_FEEDS_ALLOW_LOOPBACK: 'true' } });
  process.env.E2E_BASE_URL = deployment.platform.webUrl;
  process.env.E2E_RELEASES_DIR = deployment.releasesDir;
  process.env.E2E_REGISTRY_FILE = deployment.registryFile;
  process.env.E2E_CDN_PORT = String(deployment.cdnPort);
  process.env.E2E_API_URL = deployment.platform.apiUrl;
  process.env.E2E_API_LOG_FILE = deployment.apiLogFile;
  return () => deployment.stop();
}
