// How often a saved search's alerts come, kept free of zod so the pages that only show saved searches do not load it;
// shared/src/schemas/savedSearches.ts checks the bodies, shared/src/answers/savedSearches.ts the answers (SavedSearch).

/** How often a saved search's alerts come: at once (the bell and an e-mail), a daily or weekly digest, or never. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
