export declare const REMOTES: readonly ['mfe-search-map', 'mfe-ad-details', 'mfe-transactions', 'mfe-dashboard', 'mfe-supply'];
export type RemoteName = (typeof REMOTES)[number];
export declare const REMOTE_TIMEOUT_MS: number;
export declare const START_UP_TIMEOUT_MS: number;
export declare const LOOPBACK_HOSTS: readonly ['localhost', '127.0.0.1'];
