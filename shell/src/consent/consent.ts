/** The storage key of the cookie choice (spec: local storage for Accept, session storage for Decline). */
export const CONSENT_KEY = 'cookie_consent';
/** The banner fades out for a second before the choice is stored (spec: cookie 1 s). */
export const CONSENT_DELAY_MS = 1000;

export type ConsentChoice = 'accept' | 'decline';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface ConsentStorages {
  local: KeyValueStore;
  session: KeyValueStore;
}

/** Reading storage throws in some private-browsing modes: treat that as "nothing stored". */
function read(store: KeyValueStore): string | null {
  try {
    return store.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * The recorded choice: true (accepted, kept across visits), false (declined, for this tab's session)
 * or null when none is recorded yet and the banner must show.
 */
export function readConsent(storages: ConsentStorages): boolean | null {
  if (read(storages.local) === 'true') return true;
  if (read(storages.session) === 'false') return false;
  return null;
}

export function isConsentRecorded(storages: ConsentStorages): boolean {
  return readConsent(storages) !== null;
}

/**
 * Records a choice after CONSENT_DELAY_MS: Accept stores true in local storage, Decline stores false
 * in session storage (so a declining visitor is asked again in a later session). `onRecorded` runs
 * once the value is stored. Returns a function that cancels a choice not yet stored.
 */
export function recordConsent(choice: ConsentChoice, storages: ConsentStorages, onRecorded: () => void = () => undefined): () => void {
  const timer = setTimeout(() => {
    try {
      if (choice === 'accept') storages.local.setItem(CONSENT_KEY, 'true');
      else storages.session.setItem(CONSENT_KEY, 'false');
    } catch {
      // Storage refused (quota or privacy mode): the banner still closes for this page view.
    }
    onRecorded();
  }, CONSENT_DELAY_MS);
  return () => clearTimeout(timer);
}

export function browserStorages(): ConsentStorages {
  return { local: window.localStorage, session: window.sessionStorage };
}
