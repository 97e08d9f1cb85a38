import { setRuntimeConfig } from '@marketplace/shared';

/** The runtime config the tests' pages read (image addresses are built from imageBaseUrl). */
export function installTestConfig(): void {
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    imageBaseUrl: 'http://api.test/storage',
    registryUrl: '/registry/remotes.json',
    mapboxToken: null,
    realtime: { key: 'k', wsHost: 'localhost', wsPort: 8000, forceTLS: false, cluster: 'eu' },
    remoteTimeoutMs: 120000,
    overrideOrigins: [],
    siteUrl: 'https://roofline.test',
    financialDashboardUrl: 'https://dashboard.test',
    supportEmail: 'support@roofline.co.uk',
  });
}
