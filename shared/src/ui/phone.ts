import { useSyncExternalStore } from 'react';

/** The spec's phone breakpoint (000 §9: 767 px or less), where the map and the list are two views and an advert opens as its page. */
export const PHONE_QUERY = '(max-width: 767px)';

const phoneList = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

/** Whether the screen is a phone's now. */
export function isPhone(): boolean {
  return phoneList()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = phoneList();
  // Optional calls: a stand-in matchMedia (tests, old browsers) may lack the listeners.
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether the screen is a phone's, following rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
